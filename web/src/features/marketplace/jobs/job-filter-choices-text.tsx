// Hebrew and English names side by side read in their own direction
export const bidi = (text: string) => <bdi>{text}</bdi>;
