import { useEffect, useRef, useState } from "react";

/** Whether a date falls in the snow season: 20 December to 15 January inclusive (SPEC §2.4). */
export function isSnowSeason(date: Date) {
  const month = date.getMonth();
  const day = date.getDate();
  return (month === 11 && day >= 20) || (month === 0 && day <= 15);
}

/** Falling snow in season, drawn on a canvas; nothing for people who prefer reduced motion. */
export function Snowfall() {
  const [active, setActive] = useState(false);
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    setActive(isSnowSeason(new Date()) && !reduced);
  }, []);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!active || !canvas) return;
    // The drawing is fetched in season only: the rest of the year no page carries it.
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./snow-drawing").then(({ drawSnow }) => {
      if (!cancelled) stop = drawSnow(canvas);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [active]);

  if (!active) return null;
  return (
    <canvas
      ref={canvasRef}
      data-testid="snowfall"
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 z-30"
    />
  );
}
