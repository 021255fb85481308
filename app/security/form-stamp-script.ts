/*
 * The bot guard's minimum fill time starts when a person first sees a public form, not when the
 * page's scripts have arrived (docs/decisions/028-fill-time-from-first-sight.md). A page from the
 * cache holds no stamp (it is the same for everyone, decision 020), and its scripts come after the
 * first paint (decision 025), seconds later on a slow phone: a form fetched its stamp only when it
 * was touched after hydration, so a person who had typed meanwhile was timed from the tap on Send.
 *
 * This small inline script runs as the page is parsed (ScriptsAfterFirstPaint writes it with the
 * data handoff, so the browser's bundle carries none of it; the policy allows it by its hash in a
 * cached page, by the nonce in any other). For each guarded form whose stamp field is empty:
 *
 * - it asks the server for the form's stamp (`/form-stamp.json?form=…`) when the form is first
 *   seen (an IntersectionObserver), or first touched (focus or pointer), whichever comes first;
 *   the server signs its own time into it, and the post is measured against that time;
 * - when the form is sent, it puts the stamp into the field before anything else sees the post
 *   (a capturing listener on the document, registered before React's); sent before the stamp
 *   came, the post is held and sent again once it has (offline: once more without it, and the
 *   server asks for it again);
 * - a stamp lives an hour: at the first touch of a form seen more than 50 minutes before, it
 *   asks for a new one (the fill time then starts at that touch);
 * - `window.watchFormStamp(form)` watches a form drawn later (another page opened in the browser).
 *
 * Nothing the browser says about time reaches the server; the script only decides how early the
 * server is asked. A client that posts without a stamp, or as soon as it has one, is still refused.
 * Written short and without newer syntax (optional chaining): it shares its <script> with the data
 * handoff, so a syntax error here would stop the page from hydrating. Tested in
 * form-stamp-script.test.ts.
 */

/*
 * Hand-shortened, as it is in every page: K holds each form's stamp by form name ({ p: the request,
 * s: the stamp, a: when it came, t: touched since }); F is a form's empty stamp field, A asks for its
 * stamp (t: at a touch), O watches forms come into view, W starts watching one, T is a touch, and S
 * the form being sent once more. A plain string, with no interpolation: ScriptsAfterFirstPaint, in
 * every page's first load, imports it for the server's render only, and the browser's bundle drops
 * it only when nothing in it could run (a template with values kept its imports in the shell chunk).
 * So the attribute is spelt out (bot-guard-forms STAMP_FOR_ATTRIBUTE; a test checks they agree),
 * and 3e6 ms is the 50 minutes after which the first touch of a form asks for a new stamp.
 */
export const FORM_STAMP_SCRIPT = `(()=>{const d=document,K={},Q="input[data-stamp-for]",L=(n,h)=>d.addEventListener(n,h,!0);let S;
const F=(f)=>{const i=f&&f.querySelector(Q);return i&&!i.value?i:null};
const A=(f,t)=>{const i=F(f);if(!i)return;const n=i.dataset.stampFor;let k=K[n];
if(k&&!(t&&!k.t&&Date.now()-k.a>3e6)){if(t)k.t=1;return k.p}
k=K[n]={t};
return k.p=fetch("/form-stamp.json?form="+n,{cache:"no-store"}).then((r)=>r.ok?r.json():Promise.reject()).then((j)=>{k.a=Date.now();return k.s=j.stamp},()=>{if(K[n]==k)delete K[n]})};
const O=new IntersectionObserver((l)=>l.forEach((e)=>{if(e.isIntersecting){O.unobserve(e.target);A(e.target)}}));
const W=window.watchFormStamp=(f)=>{if(F(f))O.observe(f)};
d.querySelectorAll(Q).forEach((i)=>W(i.form));
const T=(e)=>A(e.target.closest("form"),1);
L("focusin",T);L("pointerdown",T);
L("submit",(e)=>{const f=e.target,i=F(f),b=e.submitter;if(!i||f==S)return;
const k=K[i.dataset.stampFor];if(k&&k.s){i.value=k.s;return}
e.preventDefault();e.stopImmediatePropagation();
A(f,1).then((s)=>{if(s)i.value=s;S=f;try{f.requestSubmit(b&&b.form==f?b:null)}finally{S=0}})})})();`
