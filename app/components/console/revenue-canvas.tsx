import { useTranslation } from "~/i18n/react";
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { formatMoney } from "~/utils/money";
import { useLang } from "~/utils/use-lang";
import { shortDay, type RevenuePoint } from "./revenue-chart";

/** The recharts drawing of RevenueChart (its own chunk, loaded once the page runs). */
export default function RevenueCanvas({ days }: { days: RevenuePoint[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#262a3d" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} stroke="#8b90a8" fontSize={11} minTickGap={16} />
        <YAxis yAxisId="rub" stroke="#8b90a8" fontSize={11} width={56} />
        <YAxis yAxisId="usd" orientation="right" stroke="#8b90a8" fontSize={11} width={44} />
        <Tooltip
          contentStyle={{ background: "#141624", border: "1px solid #262a3d", borderRadius: 12 }}
          labelFormatter={(day) => shortDay(String(day))}
          // The point's own amount (the chart hands the formatter its value as a plain number).
          formatter={(_value, name, item) => [
            formatMoney(
              (item.payload as RevenuePoint)[name === "rub" ? "rub" : "usd"],
              name === "rub" ? 0 : 1,
              lang,
            ),
            name === "rub" ? "RUB" : "USD",
          ]}
        />
        <Legend
          formatter={(name) => (name === "rub" ? t("console.dashboard.rub") : t("console.dashboard.usd"))}
        />
        <Bar yAxisId="rub" dataKey="rub" fill="#7c5cff" radius={[4, 4, 0, 0]} />
        <Line yAxisId="usd" dataKey="usd" stroke="#22d3ee" strokeWidth={2} dot={false} />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
