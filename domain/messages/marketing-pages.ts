// The marketing pages: the four themed pages, the call to action (/cta1) and About Us.

export const themedPages = {
  painsHeading: "Sound familiar?",
  benefitsHeading: "What you get with MyPin",
  // FREE3 gives 90 days at Premium tier, and /landing fills it in.
  freeBanner: "Try MyPin free for 90 days",
  freeBannerDetail:
    "Choose a Premium MyPin, any phrase of up to 30 characters with no full stops, and the code FREE3 gives you its first 90 days free. We fill the code in for you when you start from this page.",
  checkAvailability: "Check if your perfect name is available",
  // The car page's video, for those who cannot see it or who stop it.
  carVideoLabel:
    "A private plate reading MY PIN slides in, a pin drops onto the map, and the words: directions in one tap.",
  // Each audience's pain-point cards: a problem it knows, then the fix.
  renters: {
    headline: "Guests find your rental first time",
    intro:
      "Swap long directions and hard-to-find entrances for one name. Send your MyPin with the booking and every guest arrives at the right door, whichever map app they use.",
    pains: [
      {
        problem: "The postcode leaves guests at the wrong end of the lane",
        fix: "Your MyPin points at your front door, not the middle of a postcode, so the satnav stops where the key safe is.",
      },
      {
        problem: "Late arrivals phone you for directions",
        fix: "Guests type one name and get turn-by-turn directions from wherever they are, at any hour, without calling you.",
      },
      {
        problem: "The listing, the booking e-mail and the welcome book all explain it differently",
        fix: "Put the same MyPin everywhere. If the entrance moves, move the pin: the name never goes out of date.",
      },
      {
        problem: "The annex, flat 3B or the cabin behind the house",
        fix: "Give each unit a MyPin of its own, so the guest in the garden cabin is not sent to the main house.",
      },
    ],
    benefits: [
      "Fewer check-in calls and late-night messages",
      "Directions that open in Apple Maps or Google Maps",
      "A share link and a QR code for your booking e-mails and welcome pack",
      "A calm arrival that shows in your reviews",
    ],
  },
  carReg: {
    headline: "Your private plate, now a place",
    intro:
      "You chose a plate people remember. Turn it into a MyPin that points to your garage, your workshop or your pitch at the next show, so anyone who remembers your car can find you too.",
    pains: [
      {
        problem: "People remember your plate, not your address",
        fix: "Make the letters on your plate your MyPin: typing them gives directions straight to you.",
      },
      {
        problem: "Shows and meets move every weekend",
        fix: "Drag your pin to this week's pitch from your phone. The name on your plate and your cards stays the same.",
      },
      {
        problem: "Customers cannot find the mobile valet, the tuning garage or the food van",
        fix: "Put your MyPin on the van and on your cards, and customers get directions in one tap.",
      },
    ],
    benefits: [
      "A name as distinctive as your plate, up to 30 characters",
      "Works with the map app people already use",
      "A QR code for windscreen cards, stickers and flyers",
      "Move the location any time; the name keeps working",
    ],
  },
  wedding: {
    headline: "Every guest at the right venue",
    intro:
      "Print one MyPin on your invitations and guests get directions to the ceremony and the reception without hunting for postcodes or side entrances.",
    pains: [
      {
        problem: "Country venues hide at the end of long drives and shared postcodes",
        fix: "Your MyPin brings guests to the venue's gate, not to the farmhouse down the road.",
      },
      {
        problem: "The ceremony is in one place and the reception in another",
        fix: "Create a MyPin for each and print both on the invitation and the order of service.",
      },
      {
        problem: "Relatives phone the couple on the morning asking the way",
        fix: "A name on the invitation and your wedding website answers the question before it is asked.",
      },
      {
        problem: "Taxis, coaches and suppliers need the exact drop-off point",
        fix: "Send them the MyPin link: it opens straight into their map app at the right entrance.",
      },
    ],
    benefits: [
      "Short enough for invitations, save-the-dates and signs",
      "A QR code for printed stationery",
      "Works for every guest, whichever phone they use",
      "Cancel any time after the big day",
    ],
  },
  business: {
    headline: "Customers find your door, not your competitor's",
    intro:
      "Give your shop, office or pop-up a MyPin that customers remember, put it on your signs and cards, and let them get directions in one tap.",
    pains: [
      {
        problem: "Your entrance is round the back or up a side street",
        fix: "Your MyPin points to the door customers should use, not the loading bay.",
      },
      {
        problem: "Map searches show the chain next door first",
        fix: "Customers type your own unique name and reach you, with no rival results in between.",
      },
      {
        problem: "Your address is long and easy to mistype",
        fix: "A short name on your sign, receipts and social profiles is quick to type and hard to get wrong.",
      },
      {
        problem: "Pop-ups and market stalls move",
        fix: "Move the pin for each market day; the name on your flyers keeps working.",
      },
    ],
    benefits: [
      "A unique name nobody else can register",
      "Directions in Apple Maps or Google Maps in one tap",
      "A printable QR code for windows, menus and business cards",
      "Share links that work in messages, e-mails and social posts",
      "One annual price per name, cancellable any time",
    ],
  },
} as const;

export const ctaPage = {
  title: "Name it, share it, find it",
  intro: "Three steps from a place that is hard to find to a name anyone can type.",
  steps: [
    {
      title: "Name it",
      body: "Pick a short, memorable name, check it is free, and drop its pin on the exact door, gate or pitch.",
    },
    {
      title: "Share it",
      body: "Send the link, print the QR code, or put the name on your invitations, signs and booking e-mails.",
    },
    {
      title: "Find it",
      body: "Anyone types the name on MyPin and gets directions in Apple Maps or Google Maps in one tap.",
    },
  ],
  start: "Check if your perfect name is available",
} as const;

export const aboutPage = {
  title: "About Us",
  intro:
    "MyPin gives any place a short, memorable name. Owners choose a name, put it on the map and share it as a link or a QR code; anyone who searches that name gets directions straight to the door in Apple Maps or Google Maps.",
  forWhomHeading: "Who MyPin is for",
  forWhom:
    "Hosts of holiday rentals whose guests keep missing the entrance, couples sending invitations to a country venue, shops and pop-ups that customers walk past, drivers whose private plate is already the name people remember, and anyone whose home is hard to find.",
  howHeading: "How it works",
  costHeading: "What it costs",
  cost: "Each MyPin is an annual subscription, priced by the format of its name: a three-word Basic name costs least, a two-word Simple name more, and a one-word Premium name most. You can cancel any time, and the name stays yours until its anniversary.",
  pricingLink: "See the prices",
  policyHeading: "Our name policy",
  policy:
    "Every MyPin is unique, and names are first come, first served. We refuse expletives, and names of brands or businesses you do not own; if someone has registered your brand, tell us and we will look into it.",
  contactHeading: "Talk to us",
  contact: "Questions, ideas or a name you think is yours?",
  contactLink: "Contact us",
} as const;
