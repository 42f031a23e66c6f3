import "@remix-run/node";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Nonce of this response's Content-Security-Policy. */
    cspNonce?: string;
    /** The client address (Express trusts one proxy hop), for rate limits. */
    clientIp?: string;
  }
}
