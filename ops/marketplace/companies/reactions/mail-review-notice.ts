import { companyPath } from '../../../../contracts/marketplace/companies/company-values';
import { sendTemplatedMail } from '../../../mail/send-mail';
import { defineReaction } from '../../../tasks/reaction';

// The recruiters with an open job at a company hear of a new review or interview review of it, the
// way an employer is told what is said about it; its author is not told of their own.
export const mailReviewNotice = defineReaction({
  name: 'mail-review-notice',
  on: ['ReviewAdded'],
  async react(deps, event, ctx) {
    const { companyId, authorId, type, review } = event.data;
    const company = await deps.db.selectFrom('company').select(['id', 'name', 'name_key']).where('id', '=', companyId).executeTakeFirst();
    if (!company) return;
    const recruiters = await deps.db
      .selectFrom('company_job as cj')
      .innerJoin('user_account as a', 'a.id', 'cj.owner_id')
      .select(['a.id', 'a.email', 'a.first_name'])
      .distinct()
      .where('cj.name_key', '=', company.name_key)
      .where('cj.active', '=', true)
      .where('cj.owner_id', '!=', authorId)
      .orderBy('a.email')
      .execute();
    const link = `${deps.publicUrl}${companyPath({ _id: company.id, name: company.name })}`;
    for (const recruiter of recruiters) {
      if (!recruiter.email) continue;
      await sendTemplatedMail(deps, {
        template: 'review-notice',
        to: { email: recruiter.email, userId: recruiter.id },
        variables: { name: recruiter.first_name, companyName: company.name, interview: type === 'interview', rating: review.rating, headline: review.headline || review.title, link },
        key: `${ctx.key}:${recruiter.email}`,
      });
    }
  },
});
