// The dev identity provider's browser stand-in, for other packages' tests of a login through it
// (the Latch server's social login): fetch with a cookie jar, the IdP's pages and forms.
// biome-ignore lint/performance/noBarrelFile: entrypoint module
export {
  createTestUserAgent,
  expectPage,
  expectRedirect,
  passThroughPages,
  readForms,
  type TestNavigation,
  type TestUserAgent,
} from '../identity/testUserAgent'
