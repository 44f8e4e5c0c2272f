// biome-ignore lint/performance/noBarrelFile: entrypoint module
export { createRecordingMailer } from '../server/createRecordingMailer.js'
export {
  type CreateTestAppParameters,
  createTestApp,
  testAdminToken,
} from '../server/createTestApp.js'
export { databases, type TestDatabase } from '../server/databases.js'
export { dumpDatabase } from '../server/dumpDatabase.js'
export { type SeededSolana, startSeededSolana } from '../server/startSeededSolana.js'
export {
  closedPort,
  type SeenRequest,
  startAnvil,
  startUpstream,
  type Upstream,
} from '../server/startUpstream.js'
export { tinyPng } from '../server/tinyPng.js'
export { transferEmitter } from '../server/transferEmitter.js'
export { type TestDatabaseHandle, useTestDatabase } from '../server/useTestDatabase.js'
export { valueForwarder } from '../server/valueForwarder.js'
