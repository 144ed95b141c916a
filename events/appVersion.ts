/** The app's version, as an exported log names it (`app`) and `comanda --version` prints it: package.json's (a test keeps them equal). */
export const APP_VERSION = '0.1.0'
