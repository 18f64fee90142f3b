import { consolePages, inquiriesCopy } from "@site/content/console";
import { formatDateTime } from "#web/layouts/console/format-date-time";
import { PagedList } from "#web/layouts/console/paged-query";
import { ScreenHeading } from "#web/layouts/console/screen-heading";
import { useInquiries } from "../api/list-inquiries";

/** Contact inquiries (admin), newest first, each with the sender's details. */
export function InquiriesScreen() {
  return (
    <>
      <ScreenHeading
        title={consolePages.inquiries.heading}
        description={consolePages.inquiries.description}
      />
      <PagedList usePage={useInquiries} empty={inquiriesCopy.none} pagination={inquiriesCopy.pagination}>
        {(data) => (
          <>
            <p className="mb-3 text-sm text-slate-600">{inquiriesCopy.count(data.total)}</p>
            <ol className="space-y-4">
              {data.data.map((inquiry) => (
                <li key={inquiry.id}>
                  <article
                    aria-labelledby={`inquiry-${inquiry.id}`}
                    className="rounded-lg border border-slate-200 p-4 shadow-sm"
                  >
                    <h2 id={`inquiry-${inquiry.id}`} className="text-lg font-semibold text-navy-900">
                      {inquiriesCopy.from(inquiry.firstName, inquiry.lastName)}
                    </h2>
                    <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
                      <div>
                        <dt className="font-medium text-slate-500">{inquiriesCopy.email}</dt>
                        <dd className="break-all">
                          <a href={`mailto:${inquiry.emailAddress}`} className="text-blue-700 underline">
                            {inquiry.emailAddress}
                          </a>
                        </dd>
                      </div>
                      <div>
                        <dt className="font-medium text-slate-500">{inquiriesCopy.phone}</dt>
                        <dd>{inquiry.phoneNumber}</dd>
                      </div>
                      <div>
                        <dt className="font-medium text-slate-500">{inquiriesCopy.received}</dt>
                        <dd>
                          <time dateTime={inquiry.createdAt}>{formatDateTime(inquiry.createdAt)}</time>
                        </dd>
                      </div>
                    </dl>
                    <p className="mt-3 whitespace-pre-line text-slate-800">{inquiry.messageContent}</p>
                  </article>
                </li>
              ))}
            </ol>
          </>
        )}
      </PagedList>
    </>
  );
}
