import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { icon } from "~/components/icons";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { PageHeading } from "~/components/page-heading";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { BrandIcon } from "~/components/ui/brand-icon";
import { NumberedSteps } from "~/components/ui/numbered-steps";
import { requestLang } from "~/i18n/i18n.server";
import { resources } from "~/i18n/resources.server";
import { getSettings } from "~/services/settings.server";
import { pageMeta } from "~/utils/meta";
import { siteSettings } from "~/utils/site-settings";
import { useLocalize } from "~/utils/use-lang";

const Check = icon("check");
const Copy = icon("copy");
const LifeBuoy = icon("life-buoy");
const Mail = icon("mail");
const MapPin = icon("map-pin");
const MessageCircle = icon("message-circle");
const Send = icon("send");

/** The shop's support address. */
export const SUPPORT_EMAIL = "support@nocturn.gg";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta({ title: data.text.metaTitle, description: data.text.metaDescription }) : [];

export async function loader({ request }: LoaderFunctionArgs) {
  const lang = requestLang(request);
  const site = siteSettings(await getSettings(lang));
  return {
    text: resources[lang].legal.contacts,
    // The same set as the footer and the home page: every network the owner gave a link for.
    socials: site.socials,
    customerChat: site.customerChat,
  };
}

export default function ContactsPage() {
  const { text, socials, customerChat } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const localize = useLocalize();
  return (
    <div className="container-page max-w-5xl" data-testid="contacts-page">
      <PageHeading title={text.title} />
      {/* Cards may be narrower than an address or a link is long (a 320 px phone): they wrap, not widen. */}
      <div className="grid gap-4 md:grid-cols-2 [&>*]:min-w-0 [&>*]:[overflow-wrap:anywhere]">
        <div className="card p-6">
          <Mail className="size-6 text-accent" aria-hidden />
          <h2 className="mt-3 font-semibold text-text">{text.emailLabel}</h2>
          <CopyEmail email={SUPPORT_EMAIL} hint={text.emailHint} copied={text.copied} />
        </div>
        <div className="card p-6">
          <MessageCircle className="size-6 text-accent" aria-hidden />
          <h2 className="mt-3 font-semibold text-text">{text.messengerLabel}</h2>
          <p className="mt-1 text-sm text-muted">{text.messengerText}</p>
          {customerChat ? (
            <a
              href={customerChat}
              target="_blank"
              rel="noopener noreferrer"
              className="btn-ghost mt-4 h-auto min-h-10 max-w-full whitespace-normal"
              data-testid="messenger-link"
            >
              <Send className="size-4" aria-hidden />
              {customerChat.replace(/^https?:\/\//, "")}
            </a>
          ) : null}
        </div>
        <div className="card p-6">
          <h2 className="font-semibold text-text">{text.socialLabel}</h2>
          <p className="mt-1 text-sm text-muted">{text.socialText}</p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {socials.map((s) => (
              <li key={s.key}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" className="btn-ghost text-sm">
                  <BrandIcon name={s.key} className="size-4" />
                  {t(`social.${s.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="card p-6">
          <MapPin className="size-6 text-accent" aria-hidden />
          <h2 className="mt-3 font-semibold text-text">{text.addressLabel}</h2>
          <address className="mt-1 not-italic text-muted" data-testid="address">
            {text.address}
          </address>
        </div>
      </div>

      <section className="card mt-4 p-6 md:p-8">
        <h2 className="font-display text-xl text-text">{text.instructionTitle}</h2>
        <div className="mt-4">
          <NumberedSteps steps={text.instruction} />
        </div>
      </section>

      <section
        className="mt-4 flex flex-col items-start gap-4 rounded-2xl border border-accent/40 bg-gradient-to-br from-accent/25 to-surface p-6 md:flex-row md:items-center md:p-8"
        data-testid="support-redirect"
      >
        <LifeBuoy className="size-10 shrink-0 text-accent" aria-hidden />
        <div className="flex-1">
          <h2 className="font-display text-xl text-text">{text.redirectTitle}</h2>
          <p className="mt-1 text-sm text-muted">{text.redirectText}</p>
        </div>
        <Link to={localize("/profile/tickets")} className="btn-primary">
          {text.redirectButton}
        </Link>
      </section>
    </div>
  );
}

/** The e-mail: a mailto link that, with JavaScript, copies the address to the clipboard instead. */
function CopyEmail({ email, hint, copied }: { email: string; hint: string; copied: string }) {
  const [done, setDone] = useState(false);
  return (
    <a
      href={`mailto:${email}`}
      data-testid="copy-email"
      onClick={async (event) => {
        if (!navigator.clipboard) return;
        event.preventDefault();
        await navigator.clipboard.writeText(email);
        setDone(true);
        setTimeout(() => setDone(false), 2000);
      }}
      className="group mt-2 inline-flex items-center gap-2 text-lg font-semibold text-text transition hover:text-accent"
      title={hint}
    >
      {email}
      {done ? (
        <Check className="size-4 text-status-green" aria-hidden />
      ) : (
        <Copy className="size-4 opacity-60" aria-hidden />
      )}
      <span className="text-xs font-normal text-muted" aria-live="polite">
        {done ? copied : hint}
      </span>
    </a>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
