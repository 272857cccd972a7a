// A pin's name made safe as a downloaded file's name. The period is kept: Simple and Basic names
// are built from periods ("my.pin2"), dropping them would run the words together, and with slashes
// already replaced a period cannot reach outside the download folder.
const RESERVED = /[<>:"/\\|?*]/g;
const SPACES = /\s/g;
const OTHER_NON_WORD = /[^\w.-]/g;
const MAX_FILE_NAME_LENGTH = 100;

export function safeFileName(input: string): string {
  return input.replace(RESERVED, "-").replace(SPACES, "_").replace(OTHER_NON_WORD, "").slice(0, MAX_FILE_NAME_LENGTH);
}

export function qrFileName(pin: string): string {
  return `${safeFileName(pin)}_qr.png`;
}
