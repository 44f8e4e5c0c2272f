/** The texts of the device step's views (CONNECT_DEVICE), in one place. */
export const deviceStepMessages = {
  saveTitle: 'Save your recovery code',
  saveExplanation:
    'With this code and your email login you can restore your wallet on a new device. Nobody, not even this site or Latch, can restore it without the code.',
  codeLabel: 'Recovery code',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy. Select the code and copy it by hand.',
  savedCheckbox: 'I have saved my recovery code',
  continue: 'Continue',
  verifyTitle: 'Verify this device',
  verifyExplanation:
    'This device does not hold your wallet yet. Enter the recovery code you saved when you created it.',
  checking: 'Checking…',
  /** A code that decodes (checksum fine) but does not recombine to the server's address. */
  codeMismatch: 'This recovery code does not match this wallet.',
  /** A code that does not decode: wrong prefix, characters, length or checksum (a typo). */
  notACode: 'This is not a recovery code.',
} as const
