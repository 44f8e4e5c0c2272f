/** Project, wallet and image ids: 1 to 128 characters, safe in paths, queries and logs. */
export const idPattern = /^[A-Za-z0-9._:-]{1,128}$/

/** `idPattern` in words, for error messages. */
export const idRule = '1 to 128 characters from A-Z a-z 0-9 . _ : -'
