import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useTranslation } from "~/i18n/react";
import { env } from "~/env.server";
import { fixedT } from "~/i18n/i18n.server";
import { outbox } from "~/services/mail/mailer.server";
import { pageMeta } from "~/utils/meta";

const Mail = icon("mail");

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...pageMeta({ title: data.title }), { name: "robots", content: "noindex" }] : [];
export const headers = () => ({ "Cache-Control": "no-store" });

/**
 * The dev outbox (ARCHITECTURE §4): on the embedded mail backing, the messages the app "sent",
 * so a newcomer can follow a sign-in link. It does not exist in production.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (env().NODE_ENV === "production") throw new Response("Not Found", { status: 404 });
  const t = await fixedT(request);
  return {
    title: `${t("outbox.title")} — ${t("brand")}`,
    messages: outbox().map(({ id, to, subject, text, sentAt }) => ({
      id,
      to,
      subject,
      text,
      sentAt,
      links: [...text.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]),
    })),
  };
}

export default function DevOutbox() {
  const { t } = useTranslation();
  const { messages } = useLoaderData<typeof loader>();
  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="font-display text-3xl text-text">{t("outbox.title")}</h1>
      <p className="mt-2 text-muted">{t("outbox.lead")}</p>
      {messages.length === 0 ? (
        <p className="card mt-6 p-6 text-muted" data-testid="outbox-empty">
          {t("outbox.empty")}
        </p>
      ) : (
        <ol className="mt-6 space-y-4" data-testid="outbox">
          {messages.map((message) => (
            <li key={message.id} className="card p-5" data-testid="outbox-message">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Mail className="size-4 text-accent" aria-hidden />
                <span className="font-semibold text-text">{message.subject}</span>
                <span className="text-muted">
                  · {t("outbox.to")}: {message.to} · {message.sentAt.replace("T", " ").slice(0, 19)} UTC
                </span>
              </div>
              <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm text-muted">
                {message.text}
              </pre>
              {message.links.map((link) => (
                <a key={link} href={link} className="btn-primary mt-3 text-sm" data-testid="outbox-link">
                  {t("outbox.open")}
                </a>
              ))}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
