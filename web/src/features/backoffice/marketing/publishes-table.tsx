import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LoadFailed } from '../../../shared/load-failed';
import { dateTimeText } from './calendar-dates';
import { marketingApi } from './marketing-api';

const numbers = ['questionnairesCount', 'veryRelevant', 'soSoRelevant', 'notRelevant', 'impressions'] as const;

// Where and when the post was published (the calendar's events that publish it) and what it brought.
export function PublishesTable({ postId }: { postId: string }) {
  const { t, i18n } = useTranslation('marketing');
  const { data, isLoading, error, refetch } = marketingApi.useGetMPublishQuery({ postId });
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('post.publishes')}
      </Typography>
      {isLoading && <Skeleton variant="rounded" height={80} />}
      {error && <LoadFailed text={t('somethingWentWrong')} onRetry={() => void refetch()} />}
      {data && !data.publishes.length && <Typography sx={{ color: 'text.secondary' }}>{t('post.noPublishes')}</Typography>}
      {data && data.publishes.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('post.publishes')}>
            <TableHead>
              <TableRow>
                {(['dateTime', 'version', 'type', 'location', 'platform', 'status', ...numbers] as const).map((key) => (
                  <TableCell key={key} sx={{ whiteSpace: 'nowrap' }} align={numbers.includes(key as (typeof numbers)[number]) ? 'right' : 'left'}>
                    {t(`publish.${key}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.publishes.map((p) => (
                <TableRow key={`${p.eventId}-${p.postId}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }} dir="ltr">
                    {dateTimeText(p.dateTime)}
                  </TableCell>
                  <TableCell dir="auto">{p.version}</TableCell>
                  <TableCell>{p.type}</TableCell>
                  <TableCell dir="auto">{p.location || '—'}</TableCell>
                  <TableCell>{p.platform}</TableCell>
                  <TableCell>{t(`status.${p.status as 'Ready'}`, { defaultValue: p.status })}</TableCell>
                  {numbers.map((key) => (
                    <TableCell key={key} align="right">
                      {format.format(p[key])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
