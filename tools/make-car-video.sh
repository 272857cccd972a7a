#!/bin/sh
# Makes the /car-reg page's video and its poster from ffmpeg's own test sources, so they can be
# made again with Debian's ffmpeg and fonts-dejavu-core alone: a private plate slides in, a pin
# drops onto a map, and "Directions in one tap" closes it. The build copies public/ as it is and
# never runs this; commit what it writes.
set -eu

cd "$(dirname "$0")/.."
OUT=public/videos
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
SECONDS_LONG=7
mkdir -p "$OUT"
[ -f "$FONT" ] || { echo "missing $FONT (apt-get install fonts-dejavu-core)" >&2; exit 1; }

# The brand's teal (app/styles.css --color-brand-700) and a UK rear plate's yellow.
BRAND=0x0f766e
PLATE=0xf7d117

# Each step's start in seconds: the plate slides in, the pin drops, the route and the call appear.
PLATE_IN=0.2
PIN_DROP=2.2
ROUTE=3.4
CALL=4.4

# Eases a move from A to B over D seconds from S (smoothstep), as an ffmpeg expression of t.
ease() {
  echo "$1+($2-($1))*(3*pow(clip((t-$4)/$3,0,1),2)-2*pow(clip((t-$4)/$3,0,1),3))"
}

MAP="color=c=0xe8eef5:s=640x360:r=25:d=$SECONDS_LONG,
drawgrid=w=40:h=40:t=1:c=0xd3dce8,
drawbox=x=0:y=236:w=640:h=18:c=white:t=fill,
drawbox=x=372:y=0:w=18:h=360:c=white:t=fill,
drawbox=x=96:y=0:w=12:h=360:c=white:t=fill,
drawbox=x=470:y=120:w=110:h=70:c=0xcfe8d6:t=fill,
drawbox=x=140:y=280:w=150:h=60:c=0xcfe8d6:t=fill"

PLATE_CARD="color=c=$PLATE:s=250x64:r=25:d=$SECONDS_LONG,
drawbox=x=0:y=0:w=iw:h=ih:c=black:t=4,
drawtext=fontfile=$FONT:text='MY PIN':fontsize=44:fontcolor=black:x=(w-tw)/2:y=(h-th)/2"

# The pin lands with its tip on the crossing of the two roads at (381, 245).
PIN_Y=$(ease -120 186 0.6 $PIN_DROP)

ffmpeg -hide_banner -loglevel error -y \
  -filter_complex "
$MAP [map];
$PLATE_CARD [plate];
[map][plate] overlay=x='$(ease -260 24 0.9 $PLATE_IN)':y=24:eval=frame [withplate];
[withplate]
drawbox=x=108:y=239:w=264:h=12:c=$BRAND@0.85:t=fill:enable='gte(t,$ROUTE)',
drawbox=x=99:y=245:w=6:h=115:c=$BRAND@0.85:t=fill:enable='gte(t,$ROUTE)',
drawtext=fontfile=$FONT:text='●':fontsize=64:fontcolor=$BRAND:x=381-tw/2:y='$PIN_Y':enable='gte(t,$PIN_DROP)',
drawtext=fontfile=$FONT:text='▼':fontsize=30:fontcolor=$BRAND:x=381-tw/2:y='$PIN_Y+40':enable='gte(t,$PIN_DROP)',
drawtext=fontfile=$FONT:text='●':fontsize=22:fontcolor=white:x=381-tw/2:y='$PIN_Y+18':enable='gte(t,$PIN_DROP)',
drawtext=fontfile=$FONT:text='Directions in one tap':fontsize=26:fontcolor=white:box=1:boxcolor=$BRAND:boxborderw=16:x=(w-tw)/2:y=132:enable='gte(t,$CALL)',
format=yuv420p [out]" \
  -map "[out]" -an -c:v libx264 -profile:v baseline -level 3.0 -preset veryslow -crf 30 \
  -pix_fmt yuv420p -movflags +faststart -t "$SECONDS_LONG" "$OUT/car-reg.mp4"

# The poster is the last frame, where the video rests after its third play.
ffmpeg -hide_banner -loglevel error -y -sseof -0.1 -i "$OUT/car-reg.mp4" -frames:v 1 -q:v 4 \
  "$OUT/car-reg-poster.jpg"

ls -l "$OUT/car-reg.mp4" "$OUT/car-reg-poster.jpg"
