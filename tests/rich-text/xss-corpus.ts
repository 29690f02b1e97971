// Classic cross-site scripting payloads for rich-text fields. Each one, if it ever ran, would set
// window.__xss, call alert/confirm/prompt or write to the console: the browser test listens for
// all three. Sources: the OWASP filter-evasion cheat sheet, html5sec.org, DOMPurify's mXSS cases.
export const xssCorpus: readonly { name: string; html: string }[] = [
  { name: 'script tag', html: '<script>window.__xss = "script"</script>' },
  { name: 'script tag, upper case, with src', html: '<SCRIPT SRC="data:text/javascript,window.__xss=1"></SCRIPT>' },
  { name: 'img onerror', html: '<img src=x onerror="window.__xss = \'img\'">' },
  { name: 'img src javascript', html: '<IMG SRC=javascript:alert(1)>' },
  { name: 'svg onload', html: '<svg onload="window.__xss = \'svg\'"></svg>' },
  { name: 'svg with script', html: '<svg><script>alert(1)</script></svg>' },
  { name: 'javascript link', html: '<a href="javascript:alert(1)">click me</a>' },
  { name: 'javascript link, mixed case', html: '<a href="JaVaScRiPt:alert(1)">click me</a>' },
  { name: 'javascript link with a tab entity', html: '<a href="java&#x09;script:alert(1)">click me</a>' },
  { name: 'javascript link in decimal entities', html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">click me</a>' },
  { name: 'javascript link after a control character', html: '<a href="\u0001javascript:alert(1)">click me</a>' },
  { name: 'javascript link after spaces', html: '<a href="  javascript:alert(1)">click me</a>' },
  { name: 'data URL link', html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click me</a>' },
  { name: 'vbscript link', html: '<a href="vbscript:msgbox(1)">click me</a>' },
  { name: 'safe link with onclick', html: '<a href="https://example.com" onclick="window.__xss = \'onclick\'">example</a>' },
  { name: 'bold with onmouseover', html: '<b onmouseover="window.__xss = \'hover\'">bold</b>' },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="<script>parent.__xss = \'srcdoc\'</script>"></iframe>' },
  { name: 'iframe javascript src', html: '<iframe src="javascript:parent.__xss = \'iframe\'"></iframe>' },
  { name: 'style expression', html: '<p style="width: expression(alert(1))">expression</p>' },
  { name: 'style url javascript', html: '<div style="background:url(javascript:alert(1))">style url</div>' },
  { name: 'style tag import', html: '<style>@import "javascript:alert(1)"; body { display: none }</style>' },
  { name: 'body onload', html: '<body onload="window.__xss = \'body\'">' },
  { name: 'input autofocus onfocus', html: '<input autofocus onfocus="window.__xss = \'focus\'">' },
  { name: 'details ontoggle', html: '<details open ontoggle="window.__xss = \'toggle\'"><summary>x</summary></details>' },
  { name: 'video source onerror', html: '<video><source onerror="window.__xss = \'video\'"></video>' },
  { name: 'object data', html: '<object data="javascript:alert(1)"></object>' },
  { name: 'embed src', html: '<embed src="data:text/html,<script>alert(1)</script>">' },
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">' },
  { name: 'base href', html: '<base href="javascript:alert(1)//">' },
  { name: 'form action', html: '<form action="javascript:alert(1)"><button>go</button></form>' },
  { name: 'template content', html: '<template><img src=x onerror="window.__xss = \'template\'"></template>' },
  { name: 'textarea breakout', html: '<textarea></textarea><img src=x onerror="window.__xss = \'textarea\'"></textarea>' },
  { name: 'nested script split', html: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
  { name: 'double open bracket', html: '<<script>script>alert(1)<</script>/script>' },
  { name: 'unclosed img', html: '<img src="x" onerror="window.__xss = \'unclosed\'"' },
  { name: 'comment breakout', html: '<!--<img src="--><img src=x onerror="window.__xss = \'comment\'">-->' },
  { name: 'mXSS noscript title', html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">' },
  { name: 'mXSS math style', html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>' },
  { name: 'mXSS svg style', html: '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">' },
  { name: 'mXSS form math', html: '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>' },
  { name: 'already escaped script', html: '&lt;script&gt;alert(1)&lt;/script&gt;' },
  { name: 'attribute quote breakout', html: '<a href="https://example.com/" title="x" onmouseover="alert(1)" x="">quoted</a>' },
];

// What must survive cleaning, and how it looks afterwards.
export const harmlessFormatting = {
  html:
    '<h3>About the role</h3><p>We build <b>useful</b> things with <i>care</i> and <u>joy</u>.<br>Second line &amp; more.</p>' +
    '<ul><li>First duty</li><li>Second duty</li></ul><ol><li>Step one</li></ol>' +
    '<p>Read <a href="https://example.com/about">about us</a> or <a href="mailto:jobs@example.com">write</a>.</p>',
  expected:
    '<h3>About the role</h3><p>We build <b>useful</b> things with <i>care</i> and <u>joy</u>.<br />Second line &amp; more.</p>' +
    '<ul><li>First duty</li><li>Second duty</li></ul><ol><li>Step one</li></ol>' +
    '<p>Read <a href="https://example.com/about" rel="noopener noreferrer nofollow" target="_blank">about us</a> or ' +
    '<a href="mailto:jobs@example.com" rel="noopener noreferrer nofollow" target="_blank">write</a>.</p>',
};
