import { actOnTopic } from '../../../command/backoffice/forum/forum-commands';
import type { ForumActor } from '../../../command/backoffice/forum/decide-topic';
import type { CommandContext, CommandDeps } from '../../../command/core/deps';
import { isDomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';

type DemoTopic = { title: string; displayName: string; content: string; replies: readonly [string, string][] };

// Interviews people shared, most in Hebrew and a few in English, some mixing both in a paragraph.
const topics: readonly DemoTopic[] = [
  {
    title: 'ראיון למשרת מפתח/ת Full Stack בוויקס',
    displayName: 'דנה כ.',
    content: 'שלושה שלבים: שיחת טלפון עם HR, ראיון טכני ומטלת בית.\nבראיון הטכני שאלו על React hooks ועל ביצועים של רשימות ארוכות.\nהמטלה הייתה לבנות רכיב חיפוש עם debounce, יומיים להגשה.',
    replies: [['עומר', 'תודה על השיתוף! כמה זמן לקח עד שחזרו אלייך?'], ['דנה כ.', 'בערך שבוע אחרי המטלה.'], ['Noa', 'Same process for me, the home task was the hardest part.']],
  },
  {
    title: 'ראיון QA אוטומציה במאנדיי',
    displayName: 'יוסי',
    content: 'ראיון ראשון עם ראש הצוות, שאלות על Playwright ועל בניית framework.\nאחר כך תרגיל חי: לכתוב טסט לטופס הרשמה.',
    replies: [['מיכל', 'שאלו גם על CI?'], ['יוסי', 'כן, על GitHub Actions ועל הרצה במקביל.']],
  },
  {
    title: 'מנהל/ת מוצר בסטארט-אפ פינטק – ראיון עם ה-CEO',
    displayName: 'רותם',
    content: 'הראיון היה בעיקר על case study: איך הייתי משפרת את תהליך ה-onboarding של לקוחות עסקיים.\nביקשו להציג KPI אחד שהייתי מודדת ולמה.',
    replies: [['אורי', 'איזה KPI בחרת?'], ['רותם', 'זמן עד העסקה הראשונה (time to first transaction).']],
  },
  {
    title: 'ראיון DevOps בבנק – הרבה שאלות על Kubernetes',
    displayName: 'אלון',
    content: 'שני ראיונות טכניים: אחד על Kubernetes ו-Helm, השני על רשתות ו-Linux.\nהיה גם מבחן בית קצר ב-Terraform.',
    replies: [['שירה', 'כמה זמן נמשך כל התהליך?']],
  },
  {
    title: 'Data Analyst interview at a gaming company',
    displayName: 'Michael',
    content: 'SQL test on a laptop: window functions and a retention query.\nThen a talk with the head of analytics about A/B tests.',
    replies: [['ליאת', 'Thanks! Did they let you use Google during the SQL test?'], ['Michael', 'No, but they were fine with small syntax mistakes.']],
  },
  {
    title: 'ראיון למשרת שירות לקוחות בחברת תקשורת',
    displayName: 'מורן',
    content: 'ראיון קבוצתי עם עוד שישה מועמדים, סימולציה של שיחה עם לקוח כועס.\nטיפ: להקשיב עד הסוף לפני שעונים.',
    replies: [['הדס', 'תודה, יש לי ראיון כזה בשבוע הבא!']],
  },
  {
    title: 'Backend developer (Go) – system design round',
    displayName: 'Tal',
    content: 'Design a URL shortener: storage, cache, rate limits.\nThey cared more about trade-offs than about a perfect answer.',
    replies: [],
  },
  {
    title: 'ראיון למשרת מעצב/ת UX בסוכנות דיגיטל',
    displayName: 'ענבר',
    content: 'הציגו לי מסך קיים וביקשו לזהות בעיות שמישות תוך 15 דקות.\nאחר כך הצגתי שני פרויקטים מהתיק שלי ב-Figma.',
    replies: [['גיא', 'הם ביקשו תיק עבודות מראש?'], ['ענבר', 'כן, קישור יומיים לפני.']],
  },
  {
    title: 'ראיון ראשון אחרי שחרור – משרת סטודנט בתמיכה טכנית',
    displayName: 'איתי',
    content: 'שאלות בסיסיות על רשתות ו-Windows, ושאלה איך אסביר ללקוח מבוגר להתקין מדפסת.\nהיה נעים, קיבלתי תשובה תוך יומיים.',
    replies: [['Sivan', 'Good luck! Student jobs in support are a great start.']],
  },
  {
    title: 'ראיון חשבות שכר בחברת ייצור',
    displayName: 'אסתר',
    content: 'מבחן אקסל: VLOOKUP וטבלת ציר.\nשאלות על חוק שעות עבודה ומנוחה ועל חישוב שעות נוספות.',
    replies: [],
  },
  {
    title: 'ראיון Mobile (React Native) – שלב מול ה-CTO',
    displayName: 'נועה ל.',
    content: 'ה-CTO שאל על ניהול state ועל offline sync.\nבסוף ביקש לספר על באג שהכי קשה היה לי למצוא.',
    replies: [['דור', 'שאלה מעולה, מה ענית?'], ['נועה ל.', 'על memory leak ב-listeners שלא הוסרו.'], ['דור', 'קלאסי 🙂']],
  },
  {
    title: 'ראיון מכירות B2B – role play',
    displayName: 'עידו',
    content: 'ביקשו למכור להם את המוצר שלהם אחרי עשר דקות הכנה.\nכדאי להכיר את המתחרים לפני.',
    replies: [['קרן', 'תודה, עוזר מאוד.']],
  },
];

// The forum's demo topics and replies, written by visitors and by the given people; the first topic
// is pinned by staff. Returns the last position.
export async function seedDemoForum(deps: CommandDeps, staffId: string, people: readonly string[]): Promise<Position | null> {
  let last: Position | null = null;
  const visitors = topics.map(() => deps.newId());
  // a visitor, or one of the people signed in
  const actorAt = (i: number): ForumActor => (i % 3 === 1 && people.length ? { userId: people[i % people.length]!, visitorId: null, staff: false } : { userId: null, visitorId: visitors[i % visitors.length]!, staff: false });
  // each post a second after the one before, ending now: replies keep the order they were written
  // in (two in the same millisecond would be listed by their random ids)
  const posts = topics.reduce((n, topic) => n + 1 + topic.replies.length, 1);
  const start = deps.clock().getTime() - posts * 1000;
  let step = 0;
  const act = async (request: Parameters<typeof actOnTopic>[1], actor: string | null) => {
    const ctx: CommandContext = { actor, correlationId: 'seed' };
    const at = new Date(start + ++step * 1000);
    const done = await actOnTopic({ ...deps, clock: () => at }, request, ctx);
    if (isDomainError(done)) throw new Error(`a demo forum post was refused: ${done.code} ${done.message ?? ''}`);
    last = done.position ?? last;
  };
  const topicIds: string[] = [];
  // the oldest first, so the first of the list is the newest
  for (const [i, topic] of [...topics.entries()].reverse()) {
    const topicId = deps.newId();
    topicIds[i] = topicId;
    const actor = actorAt(i);
    await act({ type: 'AddTopic', topicId, form: { title: topic.title, displayName: topic.displayName, content: topic.content }, actor }, actor.userId);
    for (const [k, [displayName, content]] of topic.replies.entries()) {
      const replier = actorAt(i + k + 1);
      await act({ type: 'AddReply', topicId, replyId: deps.newId(), form: { displayName, content }, actor: replier }, replier.userId);
    }
  }
  await act({ type: 'PinTopic', topicId: topicIds[0]!, sticky: true, actor: { userId: staffId, visitorId: null, staff: true } }, staffId);
  return last;
}
