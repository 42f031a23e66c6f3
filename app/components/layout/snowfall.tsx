import { useEffect, useRef, useState } from "react";

/** Whether a date falls in the snow season: 20 December to 15 January inclusive (SPEC §2.4). */
export function isSnowSeason(date: Date) {
  const month = date.getMonth();
  const day = date.getDate();
  return (month === 11 && day >= 20) || (month === 0 && day <= 15);
}

/** Flakes for a window width: one per 4 px (SPEC §2.4). */
export function flakeCount(width: number) {
  return Math.floor(width / 4);
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
    const context = canvas.getContext("2d");
    if (!context) return;
    type Flake = { x: number; y: number; r: number; speed: number; drift: number };
    let flakes: Flake[] = [];
    const resize = () => {
      canvas.width = window.innerWidth;
      canvas.height = window.innerHeight;
      flakes = Array.from({ length: flakeCount(window.innerWidth) }, () => ({
        x: Math.random() * canvas.width,
        y: Math.random() * canvas.height,
        r: 0.6 + Math.random() * 1.8,
        speed: 0.3 + Math.random() * 0.9,
        drift: Math.random() * Math.PI * 2,
      }));
    };
    resize();
    let frame = 0;
    const draw = () => {
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = "rgba(255,255,255,0.75)";
      for (const f of flakes) {
        f.y += f.speed;
        f.drift += 0.01;
        f.x += Math.sin(f.drift) * 0.4;
        if (f.y > canvas.height) {
          f.y = -4;
          f.x = Math.random() * canvas.width;
        }
        context.beginPath();
        context.arc(f.x, f.y, f.r, 0, Math.PI * 2);
        context.fill();
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    window.addEventListener("resize", resize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", resize);
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
