import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Avatar from '@mui/material/Avatar';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { ExtraOut, ReviewData } from '@contracts/backoffice/reviews/calls';
import { extraFlags, starRatings, starsOf, type StarRating } from '@contracts/backoffice/reviews/review';
import { colorFor, dateText, initials } from '../../../shared/format';
import type { CuratedItem } from './extra-data-dialog';
import { allShown, kept, type Filters } from './review-filters';

export type Open = (item: CuratedItem | null, email: string) => void;

function Flags({ extra, person }: { extra: ExtraOut | undefined; person: string | null }) {
  const { t } = useTranslation('reviews');
  const on = extraFlags.filter((f) => extra?.[f]);
  if (!on.length && !person) return null;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 0.5 }} component="span">
      {person && <Chip size="small" variant="outlined" label={<bdi>{person}</bdi>} component="span" />}
      {on.map((f) => (
        <Chip key={f} size="small" component="span" color={f === 'hide' ? 'default' : 'primary'} label={t(`flags.${f}`)} />
      ))}
    </Stack>
  );
}

function FilterBoxes({ filters, onChange, stars }: { filters: Filters; onChange: (f: Filters) => void; stars?: boolean }) {
  const { t } = useTranslation('reviews');
  const boxes = ['visible', 'hidden', 'synamedia', 'bfl', 'b2b', 'noEmail'] as const;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', columnGap: 1, mb: 1 }} role="group" aria-label={t('filter.label')}>
      {boxes.map((b) => (
        <FormControlLabel key={b} control={<Checkbox size="small" checked={filters[b]} onChange={(e) => onChange({ ...filters, [b]: e.target.checked })} />} label={t(`filter.${b}`)} />
      ))}
      {stars && (
        <TextField select size="small" label={t('stars')} value={filters.stars} onChange={(e) => onChange({ ...filters, stars: e.target.value as StarRating | '' })} sx={{ width: { xs: '100%', sm: 180 } }} slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}>
          <MenuItem value="">{t('allStars')}</MenuItem>
          {[...starRatings].reverse().map((s) => (
            <MenuItem key={s} value={s}>
              {t('starsValue', { count: starsOf(s) })}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}

function Section({ id, title, count, children, defaultExpanded }: { id: string; title: string; count: number; children: ReactNode; defaultExpanded?: boolean }) {
  return (
    <Accordion defaultExpanded={defaultExpanded} disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${id}-content`} id={`${id}-header`}>
        <Typography component="h2" variant="h6">
          {title} ({count})
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>{children}</AccordionDetails>
    </Accordion>
  );
}

const Empty = ({ text }: { text: string }) => <Typography sx={{ color: 'text.secondary', py: 1 }}>{text}</Typography>;
const personName = (data: ReviewData, email: string | undefined) => {
  const p = email ? data.usersData[email] : undefined;
  return p ? `${p.firstName} ${p.lastName}`.trim() || p.email : (email ?? null);
};

export function VideosSection({ data, onOpen }: { data: ReviewData; onOpen: Open }) {
  const { t, i18n } = useTranslation('reviews');
  const [filters, setFilters] = useState<Filters>(allShown);
  const shown = data.videos.filter((v) => kept(filters, data.videosExtra[v.videoId]));
  return (
    <Section id="videos" title={t('section.videos')} count={data.videos.length} defaultExpanded>
      <FilterBoxes filters={filters} onChange={setFilters} />
      {data.videos.length === 0 ? <Empty text={t('empty.videos')} /> : shown.length === 0 ? <Empty text={t('empty.filtered')} /> : null}
      <List dense disablePadding>
        {shown.map((v) => {
          const extra = data.videosExtra[v.videoId];
          return (
            <ListItem key={v.videoId} divider disablePadding>
              <ListItemButton onClick={() => onOpen({ kind: 'video', id: v.videoId, label: v.title }, extra?.email ?? '')} sx={{ gap: 1.5, bgcolor: extra?.hide ? 'action.hover' : undefined }}>
              <ListItemAvatar sx={{ minWidth: 0 }}>
                <Avatar variant="rounded" src={v.thumbnailUrl ?? undefined} alt="" sx={{ width: 96, height: 54, bgcolor: colorFor(v.videoId) }}>
                  {initials(v.title)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={<bdi>{v.title}</bdi>}
                secondary={
                  <>
                    {v.publishedAt ? t('published', { date: dateText(v.publishedAt, i18n.language).slice(0, 10) }) : null}
                    <Flags extra={extra} person={personName(data, extra?.email)} />
                  </>
                }
                slotProps={{ primary: { dir: 'auto' }, secondary: { component: 'span', sx: { display: 'block' } } }}
              />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Section>
  );
}

export function ReviewsSection({ data, onOpen }: { data: ReviewData; onOpen: Open }) {
  const { t, i18n } = useTranslation('reviews');
  const [filters, setFilters] = useState<Filters>(allShown);
  const { reviews, averageRating, totalReviewCount } = data.gReviews;
  const shown = reviews.filter((r) => kept(filters, data.gReviewsExtra[r.reviewId], r.starRating));
  return (
    <Section id="reviews" title={t('section.reviews')} count={reviews.length}>
      {averageRating !== null && totalReviewCount !== null && (
        <Typography sx={{ mb: 1 }} data-testid="listing-summary">
          {t('summary', { average: averageRating.toFixed(1), total: totalReviewCount })}
        </Typography>
      )}
      <FilterBoxes filters={filters} onChange={setFilters} stars />
      {reviews.length === 0 ? <Empty text={t('empty.reviews')} /> : shown.length === 0 ? <Empty text={t('empty.filtered')} /> : null}
      <List dense disablePadding>
        {shown.map((r) => {
          const extra = data.gReviewsExtra[r.reviewId];
          const name = r.reviewer.displayName || t('anonymous');
          return (
            <ListItem key={r.reviewId} divider disablePadding>
              <ListItemButton alignItems="flex-start" onClick={() => onOpen({ kind: 'review', id: r.reviewId, label: name }, extra?.email ?? '')} sx={{ bgcolor: extra?.hide ? 'action.hover' : undefined }}>
              <ListItemAvatar>
                <Avatar src={r.reviewer.profilePhotoUrl ?? undefined} alt="" sx={{ bgcolor: colorFor(name) }}>
                  {initials(name)}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }} component="span">
                    <bdi>{name}</bdi>
                    <Rating value={starsOf(r.starRating)} readOnly size="small" aria-label={t('starsValue', { count: starsOf(r.starRating) })} />
                    <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                      {dateText(r.createTime, i18n.language).slice(0, 10)}
                    </Typography>
                  </Stack>
                }
                secondary={
                  <>
                    {r.comment && (
                      <Typography component="span" variant="body2" dir="auto" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
                        {r.comment}
                      </Typography>
                    )}
                    <Flags extra={extra} person={personName(data, extra?.email)} />
                  </>
                }
                slotProps={{ secondary: { component: 'span' } }}
              />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Section>
  );
}

export function UsersSection({ data, onOpen }: { data: ReviewData; onOpen: Open }) {
  const { t } = useTranslation('reviews');
  const people = Object.values(data.usersData);
  const items = (email: string) => [...Object.values(data.videosExtra), ...Object.values(data.gReviewsExtra)].filter((e) => e.email === email).length;
  return (
    <Section id="users" title={t('section.users')} count={people.length}>
      {people.length === 0 && <Empty text={t('empty.users')} />}
      <List dense disablePadding>
        {people.map((p) => {
          const name = `${p.firstName} ${p.lastName}`.trim() || p.email;
          return (
            <ListItem key={p.email} divider disablePadding>
              <ListItemButton onClick={() => onOpen(null, p.email)}>
              <ListItemAvatar>
                <Avatar sx={{ bgcolor: colorFor(p.email) }}>{initials(name)}</Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={<bdi>{name}</bdi>}
                secondary={
                  <>
                    <bdi dir="ltr">{p.email}</bdi>
                    {p.title ? <> · <bdi>{p.title}</bdi></> : null} · {t('user.items', { count: items(p.email) })}
                  </>
                }
              />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Section>
  );
}
