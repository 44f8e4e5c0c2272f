/** Hono context variables of the server. */
export type AppEnv = {
  Variables: {
    /** The project a request acts for when it is only known from the body (CORS reads it). */
    projectId: string | undefined
  }
}
