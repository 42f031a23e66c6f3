import { env, paymentProviderName } from "~/env.server";
import { digisellerProvider } from "./digiseller.server";
import { genericProvider } from "./generic.server";
import type { PaymentProvider } from "./provider";
import { noProvider, sandboxProvider } from "./sandbox.server";

const providers = {
  digiseller: digisellerProvider,
  generic: genericProvider,
  sandbox: sandboxProvider,
  off: noProvider,
} satisfies Record<ReturnType<typeof paymentProviderName>, PaymentProvider>;

/** The payment provider the configuration chose (one at a time; decision 0022). */
export function activeProvider(): PaymentProvider {
  return providers[paymentProviderName(env())];
}
