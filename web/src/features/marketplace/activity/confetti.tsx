import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';

const COLORS = ['#4f46e5', '#22c55e', '#f59e0b', '#ec4899', '#06b6d4', '#ef4444'];
const DURATION_MS = 3200;

type Piece = { x: number; y: number; vx: number; vy: number; size: number; color: string; angle: number; spin: number };

// A burst of confetti on a canvas over its parent: no package, gone after three seconds, and
// nothing at all for people who asked for less motion.
export const Confetti = () => {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const { width, height } = canvas.getBoundingClientRect();
    canvas.width = width;
    canvas.height = height;
    const pieces: Piece[] = Array.from({ length: 140 }, (_, i) => ({
      x: width / 2 + (Math.random() - 0.5) * 40,
      y: height * 0.35,
      vx: (Math.random() - 0.5) * 12,
      vy: -Math.random() * 11 - 3,
      size: 5 + Math.random() * 6,
      color: COLORS[i % COLORS.length]!,
      angle: Math.random() * Math.PI,
      spin: (Math.random() - 0.5) * 0.3,
    }));
    const started = performance.now();
    let frame = 0;
    const draw = (now: number) => {
      const elapsed = now - started;
      context.clearRect(0, 0, width, height);
      context.globalAlpha = Math.max(0, 1 - elapsed / DURATION_MS);
      for (const p of pieces) {
        p.vy += 0.25;
        p.vx *= 0.99;
        p.x += p.vx;
        p.y += p.vy;
        p.angle += p.spin;
        context.save();
        context.translate(p.x, p.y);
        context.rotate(p.angle);
        context.fillStyle = p.color;
        context.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
        context.restore();
      }
      if (elapsed < DURATION_MS) frame = requestAnimationFrame(draw);
      else context.clearRect(0, 0, width, height);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, []);
  return <Box component="canvas" ref={ref} aria-hidden data-testid="confetti" sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none', zIndex: 1 }} />;
};
