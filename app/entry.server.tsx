import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { TranslationProvider } from "~/i18n/react";
import { resources } from "~/i18n/resources.server";
import { collectDocument } from "~/utils/byte-exact-stream.server";
import { sharesPages } from "~/utils/http.server";
import { langFromPathname } from "~/utils/lang";
import { NonceProvider } from "~/utils/nonce";

/** How long a streamed response may wait for deferred data. */
export const streamTimeout = 5_000;

/**
 * Remix's default, minus the refusals it raises itself for a client's mistake (a POST to a page
 * without an action is a 405): those are answered with their 4xx and are no server error to log.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // A router error response carries the internal Error that explains it.
  const internal = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(internal ?? error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const lang = langFromPathname(new URL(request.url).pathname);
  const nonce = loadContext.cspNonce ?? "";
  // A page for a visitor with a private cookie (signed in, signing in) is theirs alone — its 404
  // and error pages too, whose headers no route's `headers` function gives.
  if (!sharesPages(request.headers.get("Cookie"))) responseHeaders.set("Cache-Control", "private, no-store");
  // The whole document at once: no page suspends on the server (the lazy parts load in the
  // browser), so the shell is ready only a few milliseconds before the rest; one buffer is then
  // cheaper to send, compress and store than React's stream of small views (decision 0038).
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <TranslationProvider lang={lang} strings={resources[lang].common}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </TranslationProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(
            collectDocument((document) => {
              clearTimeout(timeout);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              responseHeaders.set("Content-Length", String(document.length));
              resolve(
                // A Buffer is a Uint8Array; TypeScript's DOM types only take ArrayBuffer-backed views.
                new Response(document as Uint8Array<ArrayBuffer>, {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // One in a part rendered after the shell is logged here (the page is then a 500); one in the
          // shell itself rejects through onShellError.
          if (shellRendered) console.error(error);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1_000);
  });
}
