import { randomToken, safeEqual } from "../auth/tokens.server";
import { signFor } from "./orders.server";

/** The URL parameter of the sandbox's invoice, issued when Buy starts a checkout. */
export const INVOICE_PARAM = "invoice";

const invoiceSignature = (token: string, invoiceId: string) =>
  signFor("sandbox-invoice", `${token}:${invoiceId}`);

/**
 * The sandbox's invoice for one opening of its payment page, signed to the order it is for (the
 * form's hidden field): a second Pay of the same page settles the same invoice — one purchase, one
 * key — and a visitor cannot name another buyer's invoice.
 */
export async function issueSandboxInvoice(token: string) {
  const invoiceId = `SBX-${randomToken(12)}`;
  return `${invoiceId}.${await invoiceSignature(token, invoiceId)}`;
}

/** The invoice id of a field issueSandboxInvoice made for this order; null otherwise. */
export async function verifiedSandboxInvoice(token: string, field: string) {
  const [invoiceId, signature, extra] = field.split(".");
  if (!invoiceId?.startsWith("SBX-") || !signature || extra !== undefined) return null;
  return safeEqual(signature, await invoiceSignature(token, invoiceId)) ? invoiceId : null;
}
