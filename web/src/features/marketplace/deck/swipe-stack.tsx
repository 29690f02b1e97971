import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import type { DeckCard } from '@contracts/marketplace/deck/deck';
import { DeckCardContent, deckCardTitle } from './deck-card';

export type SwipeDirection = 'right' | 'left';
// How far a card must travel before letting go decides it.
const THRESHOLD = 110;
export const FLY_MS = 260;

type Props = {
  cards: DeckCard[];
  // set while the top card flies out after a button or key press
  leaving: SwipeDirection | null;
  forRecruiter: boolean;
  onSwipe: (card: DeckCard, direction: SwipeDirection) => void;
};

const Stamp = ({ text, color, side, opacity }: { text: string; color: string; side: 'left' | 'right'; opacity: number }) => {
  // the right-to-left styles mirror left and right: name the other side so the stamp stays put
  const rtl = useTheme().direction === 'rtl';
  const place = rtl ? (side === 'left' ? 'right' : 'left') : side;
  return (
  <Box
    aria-hidden
    sx={{
      position: 'absolute',
      top: 28,
      [place]: 20,
      px: 1.5,
      py: 0.25,
      border: 4,
      borderColor: color,
      color,
      borderRadius: 2,
      fontWeight: 900,
      fontSize: 30,
      letterSpacing: 2,
      transform: `rotate(${side === 'left' ? -14 : 14}deg)`,
      opacity,
      pointerEvents: 'none',
      bgcolor: 'rgba(255,255,255,0.85)',
      zIndex: 2,
    }}
  >
    {text}
  </Box>
  );
};

// The deck: the top card follows a drag (mouse, pen or finger), tilting as it goes, with the
// APPLY/SKIP stamp growing; the next card peeks from behind.
export const SwipeStack = ({ cards, leaving, forRecruiter, onSwipe }: Props) => {
  const { t } = useTranslation('deck');
  const [dx, setDx] = useState(0);
  const [dragging, setDragging] = useState(false);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const [top, next] = cards;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || leaving) return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current || start.current.id !== event.pointerId) return;
    setDx(event.clientX - start.current.x);
  };
  const release = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current || start.current.id !== event.pointerId) return;
    start.current = null;
    setDragging(false);
    if (top && Math.abs(dx) > THRESHOLD) {
      const direction: SwipeDirection = dx > 0 ? 'right' : 'left';
      setDx(0);
      onSwipe(top, direction);
    } else setDx(0);
  };

  const offset = leaving === 'right' ? 720 : leaving === 'left' ? -720 : dx;
  const progress = Math.min(1, Math.abs(offset) / THRESHOLD);

  return (
    <Box sx={{ position: 'relative', width: '100%', maxWidth: 440, mx: 'auto', height: { xs: 420, sm: 480 } }}>
      {next && (
        <Paper
          key={next.objectId}
          aria-hidden
          variant="outlined"
          sx={{ position: 'absolute', inset: 0, p: 2.5, borderRadius: 4, transform: `translateY(${14 - 14 * progress}px) scale(${0.95 + 0.05 * progress})`, opacity: 0.9, overflow: 'hidden', transition: dragging ? 'none' : 'transform .25s' }}
        >
          <DeckCardContent card={next} />
        </Paper>
      )}
      {top && (
        <Paper
          key={top.objectId}
          data-testid="deck-top-card"
          role="group"
          aria-label={t('deck.cardLabel', { title: deckCardTitle(top), index: 1 })}
          elevation={6}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={release}
          onPointerCancel={release}
          sx={{
            position: 'absolute',
            inset: 0,
            p: 2.5,
            borderRadius: 4,
            overflow: 'hidden',
            cursor: dragging ? 'grabbing' : 'grab',
            userSelect: 'none',
            // vertical scrolling still works on a phone; sideways moves are the swipe
            touchAction: 'pan-y',
            transform: `translateX(${offset}px) rotate(${offset / 18}deg)`,
            transition: dragging ? 'none' : `transform ${FLY_MS}ms ease-out`,
            // the physical left/right of the gesture, in both reading directions
            direction: 'inherit',
          }}
        >
          <Stamp text={forRecruiter ? t('deck.stampConnect') : t('deck.stampApply')} color="#16a34a" side="left" opacity={offset > 0 ? progress : 0} />
          <Stamp text={t('deck.stampSkip')} color="#dc2626" side="right" opacity={offset < 0 ? progress : 0} />
          <DeckCardContent card={top} />
        </Paper>
      )}
    </Box>
  );
};
