/**
 * The words of the frame's own views (the approval view and the device step), in English: the
 * default, and the language every other catalogue is checked against. `%{name}` is filled by
 * `translate`. Error messages that travel to the app (`<TYPE>_ERROR`) are not here: they stay
 * English, and the host maps them.
 *
 * The English texts are what the e2e tests click and read: change them only with those tests.
 */
export const frameMessagesEn = {
  // The approval view's frame around the request.
  'approval.requestedBy': 'Requested by',
  'approval.network': 'Network',
  'approval.account': 'Account',
  'approval.warnings': 'Warnings',
  'approval.details': 'Request details',
  'approval.approve': 'Approve',
  'approval.reject': 'Reject',

  // Where the frame cannot prove it is visible (no IntersectionObserver v2), the approval
  // happens in a window of its own on the frame's origin (SECURITY.md T7).
  'approval.popup.review': 'Review in a new window',
  'approval.popup.why': 'To keep this approval safe, it opens in a window of its own.',
  'approval.popup.opened': 'Continue in the new window.',
  'approval.popup.show': 'Show the window',
  'approval.popup.blocked': 'The window did not open. Allow pop-ups for this site and try again.',
  'approval.popup.title': 'Review request',
  'approval.popup.loading': 'Loading the request…',
  'approval.popup.noRequest': 'There is no request to review in this window. You can close it.',

  // Titles of the request.
  'approval.title.signMessage': 'Sign message',
  'approval.title.signTypedData': 'Sign typed data',
  'approval.title.sendTransaction': 'Send transaction',
  'approval.title.sendTransactionAction': 'Send transaction: %{action}',
  'approval.title.sendCalls': 'Send calls',
  'approval.title.signTransaction': 'Sign transaction',
  'approval.title.signTransactions': 'Sign %{count} transactions',

  // Section titles.
  'approval.section.message': 'Message',
  'approval.section.transaction': 'Transaction',
  'approval.section.transactionOf': 'Transaction %{index} of %{count}',
  'approval.section.call': 'Call %{index} of %{count}',
  'approval.section.callAction': 'Call %{index} of %{count}: %{action}',
  'approval.section.domain': 'Domain',
  'approval.section.permit': 'Permit',
  'approval.section.instruction': 'Instruction %{index}',
  'approval.section.networkFee': 'Network fee',

  // Field labels and values of a message and an EVM transaction.
  'approval.field.text': 'Text',
  'approval.field.dataHex': 'Data (hex)',
  'approval.field.networkFee': 'Network fee (max)',
  'approval.field.nonce': 'Nonce',
  'approval.field.networkFeeTotal': 'Total network fee (max)',
  'approval.field.to': 'To',
  'approval.field.value': 'Value',
  'approval.field.tokenContract': 'Token contract',
  'approval.field.recipient': 'Recipient',
  'approval.field.tokenAmount': 'Amount (token units)',
  'approval.field.spender': 'Spender',
  'approval.field.from': 'From',
  'approval.field.amountOrTokenId': 'Amount or token id',
  'approval.field.collectionContract': 'Collection contract',
  'approval.field.operator': 'Operator',
  'approval.field.approved': 'Approved',
  'approval.field.data': 'Data',
  'approval.value.unlimited': 'Unlimited',
  'approval.value.yes': 'Yes',
  'approval.value.no': 'No',

  // What a known EVM call does.
  'approval.action.contractCreation': 'Contract creation',
  'approval.action.tokenTransfer': 'Token transfer',
  'approval.action.tokenApproval': 'Token approval',
  'approval.action.tokenTransferFrom': 'Token transfer from',
  'approval.action.approvalForAll': 'Approval for all items',
  'approval.action.revokeApprovalForAll': 'Revoke approval for all items',

  // A Solana transaction.
  'approval.field.feePayer': 'Fee payer',
  'approval.field.instructions': 'Instructions',
  'approval.field.program': 'Program',
  'approval.field.programNamed': 'Program (%{name})',
  'approval.field.action': 'Action',
  'approval.field.amount': 'Amount',
  'approval.field.dataBase58': 'Data (base58)',
  'approval.value.transferSol': 'Transfer SOL',
  'approval.value.missingAccount': 'missing',
  'approval.value.lookupTableAccount': 'an account from a lookup table',

  // Typed data.
  'approval.field.kind': 'Kind',
  'approval.field.token': 'Token',
  'approval.field.tokenNumbered': 'Token %{number}',
  'approval.field.tokenAmountNumbered': 'Amount %{number} (token units)',
  'approval.field.deadline': 'Deadline',
  'approval.field.expiration': 'Expiration',
  'approval.field.expirationNumbered': 'Expiration %{number}',
  'approval.field.signatureDeadline': 'Signature deadline',
  'approval.field.name': 'Name',
  'approval.field.version': 'Version',
  'approval.field.chainId': 'Chain id',
  'approval.field.verifyingContract': 'Verifying contract',
  'approval.field.salt': 'Salt',
  'approval.field.primaryType': 'Primary type',
  'approval.value.permitEip2612': 'Token permit (EIP-2612)',
  'approval.value.permitDai': 'Token permit (DAI)',
  'approval.value.permit2': 'Permit2 %{type}',
  'approval.value.neverExpires': '%{value} (never expires)',
  'approval.value.moreFields': '%{count} more fields',

  // Warnings (SECURITY.md T8), by their code.
  'approval.warning.hash-like-message':
    'This looks like a hash. Signing it may approve a transaction or anything else. Sign it only if you trust this site.',
  'approval.warning.unlimited-approval':
    'This gives the spender access to ALL of this token, with no limit.',
  'approval.warning.approval-for-all':
    'This gives the operator control of ALL your items in this collection.',
  'approval.warning.token-permit':
    'This signature lets the spender move your tokens without another approval.',
  'approval.warning.chain-mismatch': 'This signature is for another network than the one selected.',
  'approval.warning.contract-creation': 'This transaction creates a contract.',
  'approval.warning.lookup-table-accounts':
    'Some accounts of this transaction come from lookup tables and cannot be shown.',
  'approval.warning.not-fee-payer': 'Another account pays the fee of this transaction.',

  // The device step (CONNECT_DEVICE).
  'device.saveTitle': 'Save your recovery code',
  'device.saveExplanation':
    'With this code and your login you can restore your wallet on a new device. Nobody, not even this site or Latch, can restore it without the code.',
  'device.codeLabel': 'Recovery code',
  'device.copy': 'Copy',
  'device.copied': 'Copied',
  'device.copyFailed': 'Could not copy. Select the code and copy it by hand.',
  'device.codeReplaced':
    'Any recovery code you saw before for this wallet no longer works. Save this one.',
  'device.storageNotKept':
    'This browser may clear the wallet from this device. Your recovery code is then the only way back in.',
  'device.confirmFailed':
    'Could not finish setting up the wallet. Check your connection and try again.',
  'device.savedCheckbox': 'I have saved my recovery code',
  'device.continue': 'Continue',
  'device.verifyTitle': 'Verify this device',
  'device.verifyExplanation':
    'This device does not hold your wallet yet. Enter the recovery code you saved when you created it.',
  'device.checking': 'Checking…',
  /** A code that decodes (checksum fine) but does not recombine to the server's address. */
  'device.codeMismatch': 'This recovery code does not match this wallet.',
  /** A code that does not decode: wrong prefix, characters, length or checksum (a typo). */
  'device.notACode': 'This is not a recovery code.',
} as const

/** A text of the frame's views. */
export type FrameMessageKey = keyof typeof frameMessagesEn

/** A catalogue of the frame's views: every key, in one language. */
export type FrameMessages = Readonly<Record<FrameMessageKey, string>>
