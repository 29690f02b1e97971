// dd.mm.yyyy hh:mm, as the back-office writes dates (back-office spec §9)
export const linkDate = (iso: string, language: string): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat(language === 'he' ? 'he-IL' : 'en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
};

export const money = (amount: number, currency: string, language: string): string =>
  new Intl.NumberFormat(language === 'he' ? 'he-IL' : 'en-GB', { style: 'currency', currency, minimumFractionDigits: 2 }).format(amount);
