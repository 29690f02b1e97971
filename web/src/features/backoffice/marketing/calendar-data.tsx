import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CalendarAnswer } from '@contracts/backoffice/marketing/calls';
import type { CalendarEvent } from '@contracts/backoffice/marketing/calendar-event';
import { dateTimeText } from './calendar-dates';

const cellOf = (event: CalendarEvent, key: string): string => {
  if (key === 'dateTime') return event.dateTime ? dateTimeText(event.dateTime) : '';
  if (key === 'posts') return event.posts.map((p) => `${p.name} (${p.version})`).join(', ');
  const value = (event as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
};

// The data view: the week's events as rows, by the answer's cells, a page at a time.
export function CalendarData({ answer, page, onPage, onOpen }: { answer: CalendarAnswer; page: number; onPage: (page: number) => void; onOpen: (event: CalendarEvent) => void }) {
  const { t } = useTranslation('marketing');
  const cells = answer.cells.filter((c) => !c.hidden);
  if (!answer.count) return <Typography sx={{ color: 'text.secondary' }}>{t('calendar.noEvents')}</Typography>;
  return (
    <Paper variant="outlined">
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('calendar.view.data')}>
          <TableHead>
            <TableRow>
              {cells.map((c) => (
                <TableCell key={c.key}>{t(c.label as 'data.type')}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {answer.events.map((event) => (
              <TableRow key={event._id} hover>
                {cells.map((c) => (
                  <TableCell key={c.key} dir={c.key === 'dateTime' ? 'ltr' : 'auto'}>
                    {c.key === 'dateTime' ? (
                      <Link component="button" type="button" onClick={() => onOpen(event)}>
                        {cellOf(event, c.key)}
                      </Link>
                    ) : c.key === 'status' ? (
                      t(`status.${event.status as 'Ready'}`, { defaultValue: event.status })
                    ) : (
                      cellOf(event, c.key) || '—'
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <TablePagination component="div" count={answer.count} page={page - 1} rowsPerPage={answer.pageSize || 25} rowsPerPageOptions={[]} onPageChange={(_e, p) => onPage(p + 1)} />
    </Paper>
  );
}
