import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

// A post's text, each paragraph laid out by its own direction (dir="auto"): a Hebrew line reads
// right to left and an English one left to right, whatever the page's direction.
export function PostText({ text }: { text: string }) {
  const paragraphs = text.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '');
  return (
    <Box>
      {paragraphs.map((line, i) => (
        <Typography key={i} component="p" variant="body1" dir="auto" sx={{ textAlign: 'start', mb: 0.75, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}
