import type { Lang } from "~/utils/lang";
import { activeProvider } from "./providers/index.server";
import { parseMinor } from "~/utils/money";

/**
 * POST /api/accounts/pay-steam: the payment URL of a wallet top-up, in rubles (SPEC §9), signed
 * with the login, the amount and the buyer; null when the active provider takes no top-ups.
 */
export async function walletPaymentUrl(
  input: { login: string; email: string; amount: string },
  userId: number | null,
  lang: Lang,
): Promise<string | null> {
  const amountMinor = parseMinor(input.amount)!;
  const email = input.email.toLowerCase();
  return activeProvider().walletUrl(
    { kind: "wallet", login: input.login, email, amountMinor, currency: 0, userId, lang },
    { lang, email },
  );
}
