import { searchJobs, viewJobPost } from "@site/contract/api/job-posts";
import { API_BASE } from "#web/lib/api-client";
import { ACCESS_TOKEN_KEY } from "#web/lib/session-store";

/**
 * The inline script of the prerendered /search-jobs and /job/{id} pages: it asks for the first
 * page of the search (the plain /search-jobs, no query) or the job post while the app's
 * JavaScript is still loading, and leaves the answer in `window.__earlyRequests`, where the app's
 * first identical call takes it (lib/early-request.ts, docs/decisions/049-search-page-speed.md).
 * A job page whose HTML already carries the post's answer (the server writes it into the head:
 * apps/api/src/http/prerendered-job.ts) asks nothing. The bodies must be what the app
 * sends: searchBodyOf() of an empty search, {job_id} of the post. Its text is fixed at build
 * time, so the pages' policy allows it by its hash.
 */
export const earlyJobsScript = `(function(){try{
var p=location.pathname,t=localStorage.getItem(${JSON.stringify(ACCESS_TOKEN_KEY)}),u,b,m;
if(/^\\/search-jobs\\/?$/i.test(p)&&!location.search){u=${JSON.stringify(searchJobs.path)};b={facets:true,keyword:"",page:1}}
else if((m=/^\\/job\\/(\\d{1,10})\\/?$/i.exec(p))&&Number(m[1])>=1){u=${JSON.stringify(viewJobPost.path)};b={job_id:Number(m[1])}}
if(!u)return;
function key(){var k=Object.keys(b).sort();return "POST "+u+" {"+k.map(function(n){return JSON.stringify(n)+":"+JSON.stringify(b[n])}).join(",")+"}"}
var a=document.querySelectorAll("script[data-early-answer]");
for(var i=0;i<a.length;i++)if(a[i].getAttribute("data-early-answer")===key())return;
if(t!==null)b.accessToken=t;
(window.__earlyRequests=window.__earlyRequests||[]).push({key:key(),at:performance.now(),
response:fetch(${JSON.stringify(API_BASE)}+u,{method:"POST",headers:{"content-type":"application/json",accept:"application/json"},body:JSON.stringify(b)})});
}catch(e){}})()`;

export function EarlyJobsRequest() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this file, no user input.
  return <script data-early-request="" dangerouslySetInnerHTML={{ __html: earlyJobsScript }} />;
}
