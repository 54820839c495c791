/** Hostile SVGs: each must come out without anything that runs, loads or escapes the picture. */
export const hostileSvgs: Record<string, string> = {
  'script.svg':
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><script type="text/ecmascript"><![CDATA[alert(2)]]></script><rect width="5" height="5"/></svg>',
  'onload.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="5" height="5" onclick="alert(2)" ONMOUSEOVER="alert(3)"/></svg>',
  'foreign-object.svg':
    '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject width="100" height="100"><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script><iframe src="javascript:alert(2)"/></body></foreignObject></svg>',
  'javascript-href.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a href="javascript:alert(1)"><text>click</text></a><use xlink:href="javascript:alert(2)"/><use href=" JavaScript:alert(3)"/><image href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="/></svg>',
  'animation.svg':
    '<svg xmlns="http://www.w3.org/2000/svg"><a><animate attributeName="href" values="javascript:alert(1)"/><set attributeName="onmouseover" to="alert(2)"/><text>x</text></a></svg>',
  'external.svg':
    '<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/sprite.svg#a"/><image href="https://evil.example/track.png"/><rect fill="url(https://evil.example/p#x)" style="fill:url(//evil.example/x)"/><style>@import url(https://evil.example/x.css); rect { fill: red }</style></svg>',
  'html-namespace.svg':
    '<svg xmlns="http://www.w3.org/2000/svg"><script xmlns="http://www.w3.org/1999/xhtml">alert(1)</script><html:iframe xmlns:html="http://www.w3.org/1999/xhtml" src="javascript:alert(2)"/></svg>',
};

/** What must never appear in a sanitised SVG. */
export const UNSAFE =
  /<script|<foreignObject|<iframe|<animate|<set\b|\son\w+=|javascript:|data:text|evil\.example|@import/i;
