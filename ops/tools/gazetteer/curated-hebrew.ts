// Hebrew names checked by hand where GeoNames' unlabelled alternates mislead the pick (a biblical
// or historic name, a Yiddish spelling) or hold none, by GeoNames id.
export const curatedHebrew: Readonly<Record<number, string>> = {
  281184: 'ירושלים', // Jerusalem: 'יבוס', 'שלם' and 'ציון' sound alike too
  745044: 'איסטנבול', // Istanbul: GeoNames has only 'ביזנטיון'
  10227184: 'יהוד-מונוסון',
  294778: 'הרצליה',
  1796236: 'שנגחאי',
  3451190: "ריו דה ז'ניירו",
  8478264: 'הרצליה פיתוח',
  // Israeli localities GeoNames gives no Hebrew name
  295523: "בית ג'ן",
  173882: "ע'ג'ר",
  293256: 'יד רמב"ם',
  294070: 'נתיב הל"ה',
  295211: 'עין הנצי"ב',
  294028: 'ניר חן',
  293956: 'פעמי תש"ז',
};
