/**
 * `npm run bench`: the measurements of docs/benchmarks.md, each on the production build in a
 * process of its own — pages (page cache cold and warm beside a bare Express, bytes, Lighthouse),
 * the live support desk, and paid notifications with key assignment. `BENCH_ONLY=pages` (or
 * `tickets`, `sales`) runs one of them. Numbers to report, never assertions.
 */
import { benchPages } from "./pages";
import { benchSales } from "./sales";
import { benchTickets } from "./tickets";

const only = process.env.BENCH_ONLY;
if (!only || only === "pages") await benchPages();
if (!only || only === "tickets") await benchTickets();
if (!only || only === "sales") await benchSales();
