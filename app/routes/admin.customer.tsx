import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { BackLink } from "~/components/console/back-link";
import { useTranslation } from "~/i18n/react";
import { z } from "zod";
import { OrderStatus } from "~/components/console/order-status";
import { RouteErrorBoundary } from "~/components/route-error-boundary";
import { fixedT, requestLang } from "~/i18n/i18n.server";
import { consoleContext, requireConsoleUser } from "~/services/auth/console-guard.server";
import { attemptConsoleWrite } from "~/services/console-errors.server";
import { awaitingKey } from "~/services/payments/delivery.server";
import { customerDetails, setUserBlocked, setUserRole } from "~/services/users/customer-admin.server";
import { formatStatusDate } from "~/utils/dates";
import { parseId } from "~/utils/ids";
import { localizePath } from "~/utils/lang";
import { consoleMeta } from "~/utils/meta";
import { formatMinor } from "~/utils/money";
import { useLocalize } from "~/utils/use-lang";
import { ROLES } from "~/utils/user-kinds";

export const meta: MetaFunction<typeof loader> = consoleMeta;

/** GET /admin/customers/{id}: purchases, tickets, bonus, linked sign-ins and sessions; role and block. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireConsoleUser(request, "users.manage");
  const id = parseId(params.id);
  const details = id === null ? null : await customerDetails(id);
  if (!details) throw new Response("Not Found", { status: 404 });
  const lang = requestLang(request);
  const t = await fixedT(request);
  const date = (value: Date) => formatStatusDate(value, lang);
  const { user } = details;
  return {
    title: `${user.login} — ${t("console.customers.title")}`,
    user: {
      id: user.id,
      login: user.login,
      email: user.email,
      role: user.role,
      isBlocked: user.isBlocked,
      createdAt: date(user.createdAt),
    },
    bonus: details.bonus.bonus,
    purchases: details.purchases.map((p) => ({
      id: p.id,
      name: lang === "ru" ? p.nameRu : p.nameEn,
      option: lang === "ru" ? p.valueTextRu : p.valueTextEn,
      amount: formatMinor(p.amountMinor, p.currency, lang),
      status: p.status,
      awaiting: awaitingKey(p),
      createdAt: date(p.createdAt),
    })),
    tickets: details.tickets.map((ticket) => ({ ...ticket, createdAt: date(ticket.createdAt) })),
    providers: details.providers.map((p) => ({ ...p, createdAt: date(p.createdAt) })),
    signIns: details.signIns.map((s) => ({
      createdAt: date(s.createdAt),
      lastSeenAt: date(s.lastSeenAt),
      userAgent: s.userAgent,
    })),
    done: new URL(request.url).searchParams.get("done") === "1",
  };
}

const customerFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("role"), role: z.enum(ROLES) }),
  z.object({ intent: z.literal("block") }),
  z.object({ intent: z.literal("unblock") }),
]);

/** Changes the role or blocks / unblocks (audited; the shop always keeps an active owner). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireConsoleUser(request, "users.manage");
  const id = parseId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const parsed = customerFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return { error: "INVALID" as const };
  const ctx = consoleContext(user, context.clientIp);
  const value = parsed.data;
  const attempt = await attemptConsoleWrite(() =>
    value.intent === "role"
      ? setUserRole(ctx, id, value.role)
      : setUserBlocked(ctx, id, value.intent === "block"),
  );
  if (!attempt.ok) return { error: attempt.code };
  return redirect(`${localizePath(`/admin/customers/${id}`, requestLang(request))}?done=1`, 303);
}

export default function ConsoleCustomer() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { user } = data;
  return (
    <div className="space-y-6">
      <BackLink to="/admin/customers" label={t("console.customers.title")} />
      <header>
        <h1 className="font-display text-3xl text-text">{user.login}</h1>
        <p className="mt-1 text-sm text-muted">
          {user.email ?? t("console.orders.noEmail")} ·{" "}
          {t("console.customers.since", { date: user.createdAt })} ·{" "}
          {t("console.customers.bonus", { percent: data.bonus })}
        </p>
      </header>
      {data.done ? (
        <p
          role="status"
          className="rounded-xl bg-status-green/10 px-4 py-3 text-sm text-status-green"
          data-testid="customer-done"
        >
          {t("console.customers.saved")}
        </p>
      ) : null}
      {actionData?.error ? (
        <p
          role="alert"
          className="rounded-xl bg-status-red/10 px-4 py-3 text-sm text-status-red"
          data-testid="customer-error"
        >
          {t(`console.errors.${actionData.error}`)}
        </p>
      ) : null}

      <section className="card flex flex-wrap items-end gap-4 p-5">
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="role" />
          <label className="grid gap-1 text-sm font-medium text-text">
            {t("console.customers.role")}
            <select name="role" defaultValue={user.role} className="input" data-testid="customer-role">
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`profile.role.${role}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-ghost min-h-11" data-testid="customer-role-save">
            {t("console.customers.saveRole")}
          </button>
        </Form>
        <Form method="post">
          <button
            type="submit"
            name="intent"
            value={user.isBlocked ? "unblock" : "block"}
            className={`btn-ghost min-h-11 ${user.isBlocked ? "" : "text-status-red"}`}
            data-testid="customer-block"
          >
            {t(user.isBlocked ? "console.customers.unblock" : "console.customers.block")}
          </button>
        </Form>
        <p className="basis-full text-xs text-muted">{t("console.customers.blockHelp")}</p>
      </section>

      <section className="card space-y-3 p-5">
        <h2 className="font-semibold text-text">{t("console.customers.purchases")}</h2>
        {data.purchases.length ? (
          <ul className="divide-y divide-line text-sm" data-testid="customer-purchases">
            {data.purchases.map((p) => (
              <li key={p.id}>
                <Link
                  to={localize(`/admin/orders/${p.id}`)}
                  className="flex flex-wrap items-center justify-between gap-2 py-2 hover:text-accent-hover"
                >
                  <span>
                    {p.name}
                    {p.option ? ` · ${p.option}` : ""}{" "}
                    <span className="text-xs text-muted">· {p.createdAt}</span>
                  </span>
                  <span className="flex items-center gap-2">
                    <span className="tabular-nums">{p.amount}</span>
                    <OrderStatus status={p.status} awaiting={p.awaiting} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{t("console.customers.none")}</p>
        )}
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <section className="card space-y-3 p-5">
          <h2 className="font-semibold text-text">{t("console.customers.tickets")}</h2>
          {data.tickets.length ? (
            <ul className="space-y-1 text-sm" data-testid="customer-tickets">
              {data.tickets.map((ticket) => (
                <li key={ticket.id} className="flex justify-between gap-2">
                  <Link
                    to={localize(`/profile/ticket/${ticket.id}`)}
                    className="text-text hover:text-accent-hover"
                  >
                    #{ticket.id} · {t(`tickets.subjects.${ticket.subject}`)}
                  </Link>
                  <span className="text-xs text-muted">
                    {ticket.closed ? t("console.customers.closed") : t("console.customers.open")} ·{" "}
                    {ticket.createdAt}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{t("console.customers.none")}</p>
          )}
        </section>
        <section className="card space-y-3 p-5">
          <h2 className="font-semibold text-text">{t("console.customers.providers")}</h2>
          {data.providers.length ? (
            <ul className="space-y-1 text-sm" data-testid="customer-providers">
              {data.providers.map((p) => (
                <li key={p.provider} className="flex justify-between gap-2">
                  <span className="capitalize text-text">{p.provider}</span>
                  <span className="truncate text-xs text-muted">
                    {p.name ?? p.email ?? ""} · {p.createdAt}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{t("console.customers.none")}</p>
          )}
          <h2 className="pt-2 font-semibold text-text">{t("console.customers.signIns")}</h2>
          {data.signIns.length ? (
            <ul className="space-y-1 text-sm" data-testid="customer-sign-ins">
              {data.signIns.map((s, i) => (
                <li key={i} className="text-xs text-muted">
                  {t("console.customers.session", { created: s.createdAt, seen: s.lastSeenAt })}
                  {s.userAgent ? <span className="block truncate">{s.userAgent}</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{t("console.customers.noSessions")}</p>
          )}
        </section>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
