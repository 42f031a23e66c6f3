import { env } from "~/env.server";
import type { Lang } from "~/utils/lang";
import { paymentUrl } from "./links.server";

/**
 * POST /api/accounts/pay-steam: the payment URL of a wallet top-up, in rubles (SPEC §9), signed
 * with the login, the amount and the buyer; null when no aggregator takes top-ups.
 */
export async function walletPaymentUrl(
  input: { login: string; email: string; amount: string },
  userId: number | null,
  lang: Lang,
): Promise<string | null> {
  const amountMinor = Math.round(Number(input.amount.replace(",", ".")) * 100);
  return paymentUrl(
    {
      kind: "wallet",
      login: input.login,
      email: input.email.toLowerCase(),
      amountMinor,
      currency: 0,
      userId,
      lang,
    },
    env().PAYMENT_WALLET_URL ?? null,
  );
}
