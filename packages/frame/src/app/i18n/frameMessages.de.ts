import type { FrameMessages } from './frameMessages.en.js'

/**
 * The words of the frame's own views in German, in the modal's tone (du). Typed against the
 * English keys, so a missing or extra key does not compile. Technical names (Nonce, Salt, Permit2,
 * program names) stay as they are: they are what the visitor finds elsewhere.
 */
export const frameMessagesDe: FrameMessages = {
  'approval.requestedBy': 'Angefragt von',
  'approval.network': 'Netzwerk',
  'approval.account': 'Konto',
  'approval.warnings': 'Warnungen',
  'approval.details': 'Details der Anfrage',
  'approval.approve': 'Bestätigen',
  'approval.reject': 'Ablehnen',

  'approval.popup.review': 'In neuem Fenster prüfen',
  'approval.popup.why':
    'Zu deiner Sicherheit öffnet sich diese Bestätigung in einem eigenen Fenster.',
  'approval.popup.opened': 'Mach im neuen Fenster weiter.',
  'approval.popup.show': 'Fenster zeigen',
  'approval.popup.blocked':
    'Das Fenster wurde nicht geöffnet. Erlaube Pop-ups für diese Seite und versuche es erneut.',
  'approval.popup.title': 'Anfrage prüfen',
  'approval.popup.loading': 'Anfrage wird geladen…',
  'approval.popup.noRequest':
    'In diesem Fenster gibt es keine Anfrage zu prüfen. Du kannst es schließen.',

  'approval.title.signMessage': 'Nachricht signieren',
  'approval.title.signTypedData': 'Strukturierte Daten signieren',
  'approval.title.sendTransaction': 'Transaktion senden',
  'approval.title.sendTransactionAction': 'Transaktion senden: %{action}',
  'approval.title.sendCalls': 'Aufrufe senden',
  'approval.title.signTransaction': 'Transaktion signieren',
  'approval.title.signTransactions': '%{count} Transaktionen signieren',

  'approval.section.message': 'Nachricht',
  'approval.section.transaction': 'Transaktion',
  'approval.section.transactionOf': 'Transaktion %{index} von %{count}',
  'approval.section.call': 'Aufruf %{index} von %{count}',
  'approval.section.callAction': 'Aufruf %{index} von %{count}: %{action}',
  'approval.section.domain': 'Domain',
  'approval.section.permit': 'Permit',
  'approval.section.instruction': 'Anweisung %{index}',
  'approval.section.networkFee': 'Netzwerkgebühr',

  'approval.field.text': 'Text',
  'approval.field.dataHex': 'Daten (hex)',
  'approval.field.networkFee': 'Netzwerkgebühr (max.)',
  'approval.field.nonce': 'Nonce',
  'approval.field.networkFeeTotal': 'Netzwerkgebühr gesamt (max.)',
  'approval.field.to': 'An',
  'approval.field.value': 'Wert',
  'approval.field.tokenContract': 'Token-Vertrag',
  'approval.field.recipient': 'Empfänger',
  'approval.field.tokenAmount': 'Betrag (Token-Einheiten)',
  'approval.field.spender': 'Berechtigter',
  'approval.field.from': 'Von',
  'approval.field.amountOrTokenId': 'Betrag oder Token-ID',
  'approval.field.collectionContract': 'Vertrag der Sammlung',
  'approval.field.operator': 'Operator',
  'approval.field.approved': 'Erlaubt',
  'approval.field.data': 'Daten',
  'approval.value.unlimited': 'Unbegrenzt',
  'approval.value.yes': 'Ja',
  'approval.value.no': 'Nein',

  'approval.action.contractCreation': 'Vertrag erstellen',
  'approval.action.tokenTransfer': 'Token überweisen',
  'approval.action.tokenApproval': 'Token freigeben',
  'approval.action.tokenTransferFrom': 'Token von einem anderen Konto überweisen',
  'approval.action.approvalForAll': 'Alle Objekte freigeben',
  'approval.action.revokeApprovalForAll': 'Freigabe aller Objekte widerrufen',

  'approval.field.feePayer': 'Zahlt die Gebühr',
  'approval.field.instructions': 'Anweisungen',
  'approval.field.program': 'Programm',
  'approval.field.programNamed': 'Programm (%{name})',
  'approval.field.action': 'Aktion',
  'approval.field.amount': 'Betrag',
  'approval.field.dataBase58': 'Daten (base58)',
  'approval.value.transferSol': 'SOL überweisen',
  'approval.value.missingAccount': 'fehlt',
  'approval.value.lookupTableAccount': 'ein Konto aus einer Lookup-Tabelle',

  'approval.field.kind': 'Art',
  'approval.field.token': 'Token',
  'approval.field.tokenNumbered': 'Token %{number}',
  'approval.field.tokenAmountNumbered': 'Betrag %{number} (Token-Einheiten)',
  'approval.field.deadline': 'Gültig bis',
  'approval.field.expiration': 'Läuft ab',
  'approval.field.expirationNumbered': 'Läuft ab %{number}',
  'approval.field.signatureDeadline': 'Signatur gültig bis',
  'approval.field.name': 'Name',
  'approval.field.version': 'Version',
  'approval.field.chainId': 'Chain-ID',
  'approval.field.verifyingContract': 'Prüfender Vertrag',
  'approval.field.salt': 'Salt',
  'approval.field.primaryType': 'Haupttyp',
  'approval.value.permitEip2612': 'Token-Permit (EIP-2612)',
  'approval.value.permitDai': 'Token-Permit (DAI)',
  'approval.value.permit2': 'Permit2 %{type}',
  'approval.value.neverExpires': '%{value} (läuft nie ab)',
  'approval.value.moreFields': '%{count} weitere Felder',

  'approval.warning.hash-like-message':
    'Das sieht aus wie ein Hash. Wenn du ihn signierst, bestätigst du vielleicht eine Transaktion oder etwas anderes. Signiere ihn nur, wenn du dieser Seite vertraust.',
  'approval.warning.unlimited-approval':
    'Damit erhält der Berechtigte Zugriff auf dein GESAMTES Guthaben dieses Tokens, ohne Grenze.',
  'approval.warning.approval-for-all':
    'Damit erhält der Operator die Kontrolle über ALLE deine Objekte dieser Sammlung.',
  'approval.warning.token-permit':
    'Mit dieser Signatur kann der Berechtigte deine Token ohne weitere Freigabe bewegen.',
  'approval.warning.chain-mismatch':
    'Diese Signatur gilt für ein anderes Netzwerk als das ausgewählte.',
  'approval.warning.contract-creation': 'Diese Transaktion erstellt einen Vertrag.',
  'approval.warning.lookup-table-accounts':
    'Einige Konten dieser Transaktion stammen aus Lookup-Tabellen und können nicht angezeigt werden.',
  'approval.warning.not-fee-payer': 'Ein anderes Konto zahlt die Gebühr dieser Transaktion.',

  'device.saveTitle': 'Speichere deinen Wiederherstellungscode',
  'device.saveExplanation':
    'Mit diesem Code und deiner Anmeldung kannst du deine Wallet auf einem neuen Gerät wiederherstellen. Ohne den Code kann das niemand, auch nicht diese Seite oder Latch.',
  'device.codeLabel': 'Wiederherstellungscode',
  'device.copy': 'Kopieren',
  'device.copied': 'Kopiert',
  'device.copyFailed': 'Kopieren ist nicht möglich. Markiere den Code und kopiere ihn von Hand.',
  'device.codeReplaced':
    'Ein Wiederherstellungscode, den du vorher für diese Wallet gesehen hast, gilt nicht mehr. Speichere diesen.',
  'device.storageNotKept':
    'Dieser Browser kann die Wallet von diesem Gerät löschen. Dann bringt dich nur dein Wiederherstellungscode zurück.',
  'device.confirmFailed':
    'Die Wallet konnte nicht fertig eingerichtet werden. Prüfe deine Verbindung und versuche es erneut.',
  'device.savedCheckbox': 'Ich habe meinen Wiederherstellungscode gespeichert',
  'device.continue': 'Weiter',
  'device.verifyTitle': 'Dieses Gerät bestätigen',
  'device.verifyExplanation':
    'Deine Wallet ist noch nicht auf diesem Gerät. Gib den Wiederherstellungscode ein, den du beim Erstellen gespeichert hast.',
  'device.checking': 'Wird geprüft…',
  'device.codeMismatch': 'Dieser Wiederherstellungscode passt nicht zu dieser Wallet.',
  'device.notACode': 'Das ist kein Wiederherstellungscode.',
}
