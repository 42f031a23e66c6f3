import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { TranslationProvider } from "~/i18n/react";
import { resources } from "~/i18n/resources.server";
import { createByteExactStream, createDocumentEndStream } from "~/utils/byte-exact-stream.server";
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
  // Crawlers get the whole document at once; people get the shell as soon as it is ready.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

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
        [readyEvent]() {
          shellRendered = true;
          // Not a bare PassThrough: React 18 writes stray U+0000 bytes into Russian pages (decision 0014).
          const body = createByteExactStream();
          const document = body.pipe(createDocumentEndStream());
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(document), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell was sent are logged by Remix's handleError; before it, reject.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
