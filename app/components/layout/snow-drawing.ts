/** Flakes for a window width: one per 4 px (SPEC §2.4). */
export function flakeCount(width: number) {
  return Math.floor(width / 4);
}

/** Draws falling snow on the canvas until the returned function stops it (snowfall.tsx). */
export function drawSnow(canvas: HTMLCanvasElement): (() => void) | undefined {
  const context = canvas.getContext("2d");
  if (!context) return undefined;
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
}
