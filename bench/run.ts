/**
 * `npm run bench`: the measurements of docs/benchmarks.md, each on the production build in a
 * process of its own — pages (page cache cold and warm beside a bare Express, bytes, Lighthouse),
 * the live support desk, paid notifications with key assignment, the order life cycle's model
 * test at length, and the console's key search over 200 000 keys. `BENCH_ONLY=pages` (or `tickets`, `sales`, `model`, `keys`) runs one of them. Numbers to
 * report, never assertions (the model test's verdict is printed with them).
 */
import { benchKeySearch } from "./key-search";
import { benchOrderModel } from "./order-model";
import { benchPages } from "./pages";
import { benchSales } from "./sales";
import { benchTickets } from "./tickets";

const only = process.env.BENCH_ONLY;
if (!only || only === "pages") await benchPages();
if (!only || only === "tickets") await benchTickets();
if (!only || only === "sales") await benchSales();
if (!only || only === "model") benchOrderModel();
if (!only || only === "keys") await benchKeySearch();
