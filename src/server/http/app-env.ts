/** Variables the middleware puts on each request. */
export interface AppEnv {
  Variables: {
    user: { id: string };
  };
}
