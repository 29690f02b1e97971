import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import ThumbUp from '@mui/icons-material/ThumbUp';
import type { Review } from '@contracts/marketplace/companies/review';
import { INTERVIEW_STAGES } from '@contracts/marketplace/companies/review-values';
import { relativeTime } from '../../../shared/format';
import { ReportItemButton } from '../reports/report-item-button';
import { RatingBadge, Stars } from './rating';

// Rich text the server cleaned (contracts/core/rich-text.ts): safe to render as HTML.
const RichText = ({ label, html }: { label: string; html: string | undefined }) =>
  html ? (
    <Box sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>
      {/* 'left' is the page's start (the RTL plugin turns it): text in another language keeps to it */}
      <Typography component="div" variant="body2" dir="auto" sx={{ '& p': { my: 0.5 }, overflowWrap: 'anywhere', textAlign: 'left' }} dangerouslySetInnerHTML={{ __html: html }} />
    </Box>
  ) : null;

const Facts = ({ children }: { children: ReactNode }) => <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1 }}>{children}</Stack>;

// company: the company's name, which a report of the review names
type Props = { review: Review; company: string; onHelpful: (review: Review) => void; marking: boolean };

// A review or an interview review: who wrote it (by role, never by name), its rating and texts, and
// its action row: Helpful, disabled once marked and on one's own review, and Report, hidden once
// reported and on one's own review.
export const ReviewCard = ({ review, company, onHelpful, marking }: Props) => {
  const { t, i18n } = useTranslation('companies');
  const { t: tJobs } = useTranslation('jobs');
  const interview = review.type === 'interview';
  const stages = INTERVIEW_STAGES.filter((stage) => review[stage]);
  const helpfulDone = review.markedHelpful || review.mine;
  const headline = interview ? review.title : review.headline;
  return (
    <Paper component="article" variant="outlined" aria-label={headline ?? review.title} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
        <RatingBadge rating={review.rating} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="subtitle1" component="h3" dir="auto" sx={{ fontWeight: 700, lineHeight: 1.3, textAlign: 'left' }}>
            {headline}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {[t(`card.${review.type}`), interview ? null : review.title, review.type === 'former' && review.lastYearEmployment ? t('card.lastYear', { year: review.lastYearEmployment }) : null, review.location, relativeTime(review.datecreated, i18n.language)]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Stars value={review.rating} />
        </Box>
      </Stack>

      {interview ? (
        <>
          <Facts>
            {review.gotOffer && <Chip size="small" label={t(`offer.${review.gotOffer as 'none'}`)} color={review.gotOffer === 'accepted' ? 'success' : 'default'} variant="outlined" />}
            {review.difficulty !== undefined && <Chip size="small" label={t('card.difficulty', { n: review.difficulty })} variant="outlined" />}
            {review.howGotInterview && <Chip size="small" label={t(`howGot.${review.howGotInterview as 'other'}`)} variant="outlined" />}
            {review.processPeriod !== undefined && (
              <Chip size="small" label={t('card.period', { n: review.processPeriod, unit: t(`periodUnit.${(review.processPeriodLabel ?? 'Days') as 'Days'}`) })} variant="outlined" />
            )}
          </Facts>
          <RichText label={t('card.process')} html={review.interviewProcess} />
          {stages.length > 0 && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              <b>{t('card.stages')}:</b> {stages.map((s) => t(`stage.${s}`)).join(', ')}
            </Typography>
          )}
          {review.interviewQuestions && review.interviewQuestions.length > 0 && (
            <Box sx={{ mt: 1.5 }}>
              <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 700 }}>
                {t('card.questions')}
              </Typography>
              <Box component="ol" sx={{ m: 0, paddingInlineStart: 2.5 }}>
                {review.interviewQuestions.map((q, i) => (
                  <Box component="li" key={i} sx={{ mt: 0.5 }}>
                    <Typography variant="body2" dir="auto" sx={{ textAlign: 'left' }}>
                      {q.question}
                    </Typography>
                    {q.answer && (
                      <Typography variant="body2" dir="auto" sx={{ color: 'text.secondary', textAlign: 'left' }}>
                        {t('card.answer')}: {q.answer}
                      </Typography>
                    )}
                  </Box>
                ))}
              </Box>
            </Box>
          )}
        </>
      ) : (
        <>
          <Facts>
            {review.employmentType && <Chip size="small" label={tJobs(`employmentType.${review.employmentType as 'FULL_TIME'}`)} variant="outlined" />}
            {review.recommendToFriend && <Chip size="small" label={review.recommendToFriend === 'Positive' ? t('card.recommends') : t('card.doesNotRecommend')} color={review.recommendToFriend === 'Positive' ? 'success' : 'default'} variant="outlined" />}
            {review.ceoJobPerformance && <Chip size="small" label={t(`card.ceo.${review.ceoJobPerformance as 'Approve'}`)} variant="outlined" />}
            {review.sixMonthBusinessOutlook && <Chip size="small" label={t(`card.outlook.${review.sixMonthBusinessOutlook as 'Positive'}`)} variant="outlined" />}
          </Facts>
          <RichText label={t('card.pros')} html={review.pros} />
          <RichText label={t('card.cons')} html={review.cons} />
          <RichText label={t('card.advice')} html={review.adviceToManagement} />
        </>
      )}

      {/* the card's action row */}
      <Stack direction="row" role="group" aria-label={t('card.actions')} sx={{ mt: 1.5, gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant={review.markedHelpful ? 'contained' : 'outlined'}
          disableElevation
          startIcon={review.markedHelpful ? <ThumbUp /> : <ThumbUpOutlined />}
          disabled={helpfulDone}
          loading={marking}
          onClick={() => onHelpful(review)}
          title={review.mine ? t('card.helpfulOwn') : review.markedHelpful ? t('card.helpfulMarked') : undefined}
        >
          {review.helpful.length ? t('card.helpfulCount', { count: review.helpful.length }) : t('card.helpful')}
        </Button>
        {!review.mine && <ReportItemButton type={interview ? 'interview' : 'review'} objectId={review._id} name={headline ?? review.title} company={company} />}
      </Stack>
    </Paper>
  );
};
