/**
 * A self-contained API reference page (no CDN: the app must work offline). It reads the generated
 * OpenAPI document and lists every operation with its parameters, body and answers.
 */
export const docsPage = (documentUrl: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Ignite API</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1a1b1e;background:#f8f9fa}
header{background:#1c7ed6;color:#fff;padding:16px 24px}main{max-width:980px;margin:0 auto;padding:16px 24px}
section{background:#fff;border:1px solid #dee2e6;border-radius:8px;margin:12px 0;padding:12px 16px}
.m{display:inline-block;min-width:64px;font-weight:700;font-family:monospace}.GET{color:#2b8a3e}.POST{color:#1864ab}
.PATCH,.PUT{color:#e67700}.DELETE{color:#c92a2a}code,pre{font-family:ui-monospace,monospace;font-size:13px}
pre{background:#f1f3f5;padding:8px;border-radius:4px;overflow:auto;max-height:240px}h2{font-size:18px;margin:24px 0 4px}
</style></head>
<body><header><h1>Ignite API</h1><p>REST facade at <code>/api/v1</code>. Errors answer <code>{ error, message, status }</code>.
Send <code>Authorization: Bearer &lt;token&gt;</code>. Machine-readable document: <a style="color:#fff" href="${documentUrl}">${documentUrl}</a></p></header>
<main id="ops">Loading…</main>
<script>
fetch(${JSON.stringify(documentUrl)}).then(r=>r.json()).then(doc=>{
  const root=document.getElementById('ops');root.textContent='';
  const byTag={};
  for(const [path,ops] of Object.entries(doc.paths))for(const [method,op] of Object.entries(ops))(byTag[op.tags[0]]??=[]).push({path,method:method.toUpperCase(),op});
  for(const [tag,list] of Object.entries(byTag)){
    const h=document.createElement('h2');h.textContent=tag;root.append(h);
    for(const {path,method,op} of list){
      const s=document.createElement('section');
      const title=document.createElement('div');
      const m=document.createElement('span');m.className='m '+method;m.textContent=method;
      const p=document.createElement('code');p.textContent=' '+path;
      title.append(m,p,document.createTextNode(' — '+op.summary+(op.security&&op.security.length===0?' (public)':'')));
      s.append(title);
      const add=(label,value)=>{const d=document.createElement('details');const sm=document.createElement('summary');sm.textContent=label;const pre=document.createElement('pre');pre.textContent=JSON.stringify(value,null,2);d.append(sm,pre);s.append(d)};
      if(op.parameters&&op.parameters.length)add('Parameters',op.parameters);
      if(op.requestBody)add('Body',op.requestBody.content['application/json'].schema);
      add('Responses',op.responses);
      root.append(s);
    }
  }
}).catch(e=>{document.getElementById('ops').textContent='Could not load the API document: '+e});
</script></body></html>`
