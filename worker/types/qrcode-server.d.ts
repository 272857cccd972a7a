// qrcode's package.json sends bundlers to its canvas build, which has no toBuffer; the worker
// imports the Node build directly (nodejs_compat), whose API is the one @types/qrcode describes.
declare module "qrcode/lib/server.js" {
  import QRCode = require("qrcode");
  export = QRCode;
}
