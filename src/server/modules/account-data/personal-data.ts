import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import {
  auditLog,
  chatMessages,
  chatMutes,
  chatReports,
  chatStreams,
  contactMessages,
  counselingConversations,
  couponRedemptions,
  courseEnrollments,
  courseLessonProgress,
  documentPackagePurchases,
  idpAccounts,
  idpEmailTokens,
  idpStore,
  newsletterSignups,
  outboxEmails,
  payments,
  preparationChecklists,
  priceChangeNotices,
  questions,
  rateCounters,
  riskAssessments,
  sessions,
  signupConfirmations,
  stories,
  subscriptions,
  userDocumentPdfs,
  userDocuments,
  userDocumentSectionDrafts,
  userDocumentSsns,
  userDocumentVersions,
  users,
  webinarRegistrations,
} from '../../db/schema/index.ts';

/** Who a deletion or an export is about. */
export interface Person {
  userId: string;
  /** The embedded provider's account (its id is the user's subject there), when they sign in with it. */
  idpAccountId: string | null;
  /** Every address known for the person, lower-cased: the site's and the provider account's. */
  emails: string[];
}

/** A table that holds data about people: what an export shows of a person, and what deletion does. */
export interface PersonalTable {
  /** What account deletion does to the person's rows, for readers of the export and of this file. */
  onDeletion: 'deleted' | 'anonymized';
  /** The person's rows as the export shows them (never secrets: password hashes, token digests, client secrets). */
  rowsOf(db: Database, person: Person): Promise<Record<string, unknown>[]>;
  /** Removes the person from the table; runs inside the deletion's one transaction. */
  erase(tx: Database, person: Person): Promise<void>;
}

const byEmail = (column: AnyPgColumn, person: Person): SQL => (person.emails.length ? inArray(sql`lower(${column})`, person.emails) : sql`false`);
const byUserOrEmail = (userColumn: AnyPgColumn, emailColumn: AnyPgColumn, person: Person): SQL => or(eq(userColumn, person.userId), byEmail(emailColumn, person))!;
const byIdpAccount = (column: AnyPgColumn, person: Person): SQL => (person.idpAccountId ? eq(column, person.idpAccountId) : sql`false`);
/** Rate counters are keyed `<what>:<who>`, the who being an email (sign-in, forgot password) or a user id. */
const rateKeysOf = (person: Person): SQL =>
  or(...[person.userId, ...person.emails].map((who) => sql`right(lower(${rateCounters.key}), char_length(${`:${who}`}::text)) = ${`:${who}`}::text`))!;
/** oidc-provider's sessions, grants, codes and tokens name the account in their payload. */
const idpRecordsOf = (person: Person): SQL => (person.idpAccountId ? sql`${idpStore.payload}->>'accountId' = ${person.idpAccountId}` : sql`false`);
/** Audit entries the person made, or made about them (an admin changing their account). */
const auditAbout = (person: Person): SQL => or(eq(auditLog.actorId, person.userId), and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, person.userId)))!;

/**
 * Every table that holds data about a person, by its SQL name: one list that both account
 * deletion and "Download my data" read, so the two cannot drift. Deletion erases in this order,
 * `users` last. tests/integration/personal-data.test.ts fails when a table of the database is in
 * neither this list nor NOT_PERSONAL.
 */
export const PERSONAL_DATA: Record<string, PersonalTable> = {
  sessions: {
    onDeletion: 'deleted',
    rowsOf: (db, p) => db.select({ signedInAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, p.userId)),
    erase: async (tx, p) => void (await tx.delete(sessions).where(eq(sessions.userId, p.userId))),
  },
  idp_store: {
    onDeletion: 'deleted',
    // What kind of record and until when: the ids are the tokens themselves.
    rowsOf: (db, p) => db.select({ kind: idpStore.model, expiresAt: idpStore.expiresAt }).from(idpStore).where(idpRecordsOf(p)),
    erase: async (tx, p) => void (await tx.delete(idpStore).where(idpRecordsOf(p))),
  },
  idp_email_tokens: {
    onDeletion: 'deleted',
    rowsOf: (db, p) => db.select({ purpose: idpEmailTokens.purpose, expiresAt: idpEmailTokens.expiresAt, usedAt: idpEmailTokens.usedAt }).from(idpEmailTokens).where(byIdpAccount(idpEmailTokens.accountId, p)),
    erase: async (tx, p) => void (await tx.delete(idpEmailTokens).where(byIdpAccount(idpEmailTokens.accountId, p))),
  },
  idp_accounts: {
    onDeletion: 'deleted',
    rowsOf: (db, p) =>
      db
        .select({ email: idpAccounts.email, firstName: idpAccounts.firstName, lastName: idpAccounts.lastName, emailVerifiedAt: idpAccounts.emailVerifiedAt, createdAt: idpAccounts.createdAt, updatedAt: idpAccounts.updatedAt })
        .from(idpAccounts)
        .where(byIdpAccount(idpAccounts.id, p)),
    erase: async (tx, p) => void (await tx.delete(idpAccounts).where(byIdpAccount(idpAccounts.id, p))),
  },
  rate_counters: {
    onDeletion: 'deleted',
    rowsOf: (db, p) => db.select({ key: rateCounters.key, windowStartedAt: rateCounters.windowStartedAt, count: rateCounters.count }).from(rateCounters).where(rateKeysOf(p)),
    erase: async (tx, p) => void (await tx.delete(rateCounters).where(rateKeysOf(p))),
  },
  subscriptions: {
    onDeletion: 'deleted',
    rowsOf: (db, p) =>
      db
        .select({
          status: subscriptions.status,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
          cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
          monthlyPriceCents: subscriptions.listPriceCents,
          couponCode: subscriptions.couponCode,
          cardBrand: subscriptions.cardBrand,
          cardLast4: subscriptions.cardLast4,
          createdAt: subscriptions.createdAt,
        })
        .from(subscriptions)
        .where(eq(subscriptions.userId, p.userId)),
    erase: async (tx, p) => void (await tx.delete(subscriptions).where(eq(subscriptions.userId, p.userId))),
  },
  payments: {
    // Kept without who paid or their card: the business's record of money taken (see the schema).
    onDeletion: 'anonymized',
    rowsOf: (db, p) =>
      db
        .select({
          kind: payments.kind,
          item: payments.itemId,
          description: payments.description,
          amountCents: payments.amountCents,
          status: payments.status,
          couponCode: payments.couponCode,
          cardBrand: payments.cardBrand,
          cardLast4: payments.cardLast4,
          createdAt: payments.createdAt,
          paidAt: payments.paidAt,
        })
        .from(payments)
        .where(eq(payments.userId, p.userId)),
    erase: async (tx, p) =>
      void (await tx.update(payments).set({ userId: null, cardBrand: null, cardLast4: null, clientSecret: null, failureMessage: null }).where(eq(payments.userId, p.userId))),
  },
  coupon_redemptions: {
    onDeletion: 'deleted',
    rowsOf: (db, p) => db.select({ couponCode: couponRedemptions.couponCode, redeemedAt: couponRedemptions.redeemedAt }).from(couponRedemptions).where(eq(couponRedemptions.userId, p.userId)),
    erase: async (tx, p) => void (await tx.delete(couponRedemptions).where(eq(couponRedemptions.userId, p.userId))),
  },
  course_enrollments: {
    onDeletion: 'deleted',
    rowsOf: (db, p) => db.select({ course: courseEnrollments.courseType, createdAt: courseEnrollments.createdAt }).from(courseEnrollments).where(eq(courseEnrollments.userId, p.userId)),
    erase: async (tx, p) => void (await tx.delete(courseEnrollments).where(eq(courseEnrollments.userId, p.userId))),
  },
  course_lesson_progress: {
    onDeletion: 'deleted',
    rowsOf: (db, p) =>
      db
        .select({ course: courseLessonProgress.courseType, lesson: courseLessonProgress.lessonId, position: courseLessonProgress.position, answers: courseLessonProgress.answers, completedAt: courseLessonProgress.completedAt, updatedAt: courseLessonProgress.updatedAt })
        .from(courseLessonProgress)
        .where(eq(courseLessonProgress.userId, p.userId)),
    erase: async (tx, p) => void (await tx.delete(courseLessonProgress).where(eq(courseLessonProgress.userId, p.userId))),
  },
  document_package_purchases: {
    onDeletion: 'deleted',
    rowsOf: (db, p) =>
      db.select({ documentPackage: documentPackagePurchases.templateId, createdAt: documentPackagePurchases.createdAt }).from(documentPackagePurchases).where(eq(documentPackagePurchases.userId, p.userId)),
    erase: async (tx, p) => void (await tx.delete(documentPackagePurchases).where(eq(documentPackagePurchases.userId, p.userId))),
  },
  price_change_notices: {
    onDeletion: 'deleted',
    rowsOf: (db, p) =>
      db.select({ priceFrom: priceChangeNotices.stepFrom, monthlyCents: priceChangeNotices.monthlyCents, noticedAt: priceChangeNotices.noticedAt }).from(priceChangeNotices).where(eq(priceChangeNotices.userId, p.userId)),
    erase: async (tx, p) => void (await tx.delete(priceChangeNotices).where(eq(priceChangeNotices.userId, p.userId))),
  },
  chat_messages: {
    // Kept without the author, so the conversations others took part in stay readable.
    onDeletion: 'anonymized',
    rowsOf: (db, p) =>
      db.select({ roomId: chatMessages.roomId, message: chatMessages.message, isHidden: chatMessages.isHidden, createdAt: chatMessages.createdAt }).from(chatMessages).where(eq(chatMessages.userId, p.userId)),
    erase: async (tx, p) => {
      await tx.update(chatMessages).set({ userId: null }).where(eq(chatMessages.userId, p.userId));
      await tx.update(chatMessages).set({ hiddenBy: null }).where(eq(chatMessages.hiddenBy, p.userId));
    },
  },
  chat_reports: {
    // A report stays for the moderators, without who made it.
    onDeletion: 'anonymized',
    rowsOf: (db, p) => db.select({ messageId: chatReports.messageId, reason: chatReports.reason, createdAt: chatReports.createdAt, resolvedAt: chatReports.resolvedAt }).from(chatReports).where(eq(chatReports.reporterId, p.userId)),
    erase: async (tx, p) => void (await tx.update(chatReports).set({ reporterId: null }).where(eq(chatReports.reporterId, p.userId))),
  },
  chat_mutes: {
    onDeletion: 'deleted',
    rowsOf: (db, p) => db.select({ mutedUntil: chatMutes.mutedUntil, reason: chatMutes.reason, createdAt: chatMutes.createdAt }).from(chatMutes).where(eq(chatMutes.userId, p.userId)),
    erase: async (tx, p) => {
      await tx.delete(chatMutes).where(eq(chatMutes.userId, p.userId));
      await tx.update(chatMutes).set({ createdBy: null }).where(eq(chatMutes.createdBy, p.userId));
    },
  },
  stories: {
    // Published stories stay for readers, without the author.
    onDeletion: 'anonymized',
    rowsOf: (db, p) =>
      db.select({ title: stories.title, content: stories.content, isApproved: stories.isApproved, isPublished: stories.isPublished, createdAt: stories.createdAt }).from(stories).where(eq(stories.userId, p.userId)),
    erase: async (tx, p) => void (await tx.update(stories).set({ userId: null }).where(eq(stories.userId, p.userId))),
  },
  questions: {
    // Answered questions stay for readers, without who asked or answered.
    onDeletion: 'anonymized',
    rowsOf: (db, p) =>
      db
        .select({ title: questions.title, content: questions.content, category: questions.category, isPublished: questions.isPublished, answer: questions.answer, createdAt: questions.createdAt })
        .from(questions)
        .where(eq(questions.userId, p.userId)),
    erase: async (tx, p) => {
      await tx.update(questions).set({ userId: null }).where(eq(questions.userId, p.userId));
      await tx.update(questions).set({ answeredBy: null }).where(eq(questions.answeredBy, p.userId));
    },
  },
  newsletter_signups: {
    onDeletion: 'deleted',
    rowsOf: (db, p) =>
      db
        .select({ firstName: newsletterSignups.firstName, lastName: newsletterSignups.lastName, email: newsletterSignups.email, phoneNumber: newsletterSignups.phoneNumber, createdAt: newsletterSignups.createdAt })
        .from(newsletterSignups)
        .where(byUserOrEmail(newsletterSignups.userId, newsletterSignups.email, p)),
    erase: async (tx, p) => void (await tx.delete(newsletterSignups).where(byUserOrEmail(newsletterSignups.userId, newsletterSignups.email, p))),
  },
  webinar_registrations: {
    onDeletion: 'deleted',
    rowsOf: (db, p) =>
      db
        .select({
          webinarId: webinarRegistrations.webinarId,
          firstName: webinarRegistrations.firstName,
          lastName: webinarRegistrations.lastName,
          email: webinarRegistrations.email,
          phoneNumber: webinarRegistrations.phoneNumber,
          createdAt: webinarRegistrations.createdAt,
        })
        .from(webinarRegistrations)
        .where(byUserOrEmail(webinarRegistrations.userId, webinarRegistrations.email, p)),
    erase: async (tx, p) => void (await tx.delete(webinarRegistrations).where(byUserOrEmail(webinarRegistrations.userId, webinarRegistrations.email, p))),
  },
  contact_messages: {
    onDeletion: 'deleted',
    rowsOf: (db, p) =>
      db
        .select({ firstName: contactMessages.firstName, lastName: contactMessages.lastName, email: contactMessages.email, subject: contactMessages.subject, message: contactMessages.message, createdAt: contactMessages.createdAt })
        .from(contactMessages)
        .where(byUserOrEmail(contactMessages.userId, contactMessages.email, p)),
    erase: async (tx, p) => void (await tx.delete(contactMessages).where(byUserOrEmail(contactMessages.userId, contactMessages.email, p))),
  },
  preparation_checklists: {
    onDeletion: 'deleted',
    rowsOf: (db, p) => db.select({ checkedItemIds: preparationChecklists.checkedItemIds, updatedAt: preparationChecklists.updatedAt }).from(preparationChecklists).where(eq(preparationChecklists.userId, p.userId)),
    erase: async (tx, p) => void (await tx.delete(preparationChecklists).where(eq(preparationChecklists.userId, p.userId))),
  },
  outbox_emails: {
    onDeletion: 'deleted',
    // Token emails are stored with their links redacted; what is stored is what is shown.
    rowsOf: (db, p) =>
      db
        .select({ to: outboxEmails.toAddress, subject: outboxEmails.subject, text: outboxEmails.textBody, kind: outboxEmails.kind, status: outboxEmails.status, createdAt: outboxEmails.createdAt, sentAt: outboxEmails.sentAt })
        .from(outboxEmails)
        .where(byEmail(outboxEmails.toAddress, p)),
    erase: async (tx, p) => void (await tx.delete(outboxEmails).where(byEmail(outboxEmails.toAddress, p))),
  },
  audit_log: {
    // The admin action stays on record; who did it, whom it was about and their email go.
    onDeletion: 'anonymized',
    rowsOf: (db, p) =>
      db.select({ action: auditLog.action, targetType: auditLog.targetType, targetId: auditLog.targetId, details: auditLog.details, createdAt: auditLog.createdAt }).from(auditLog).where(auditAbout(p)),
    erase: async (tx, p) => {
      await tx.update(auditLog).set({ targetId: 'deleted-account', details: {} }).where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, p.userId)));
      await tx.update(auditLog).set({ actorId: null }).where(eq(auditLog.actorId, p.userId));
      if (p.emails.length) await tx.update(auditLog).set({ details: sql`${auditLog.details} - 'email'` }).where(inArray(sql`lower(${auditLog.details}->>'email')`, p.emails));
    },
  },
  chat_streams: {
    onDeletion: 'deleted',
    rowsOf: (db, p) => db.select({ openedAt: chatStreams.openedAt, seenAt: chatStreams.seenAt }).from(chatStreams).where(eq(chatStreams.userId, p.userId)),
    erase: async (tx, p) => void (await tx.delete(chatStreams).where(eq(chatStreams.userId, p.userId))),
  },
  signup_confirmations: {
    // Sign-ups waiting for their address to confirm: the person's own, and any made for their address.
    onDeletion: 'deleted',
    rowsOf: (db, p) =>
      db
        .select({
          kind: signupConfirmations.kind,
          webinarId: signupConfirmations.webinarId,
          firstName: signupConfirmations.firstName,
          lastName: signupConfirmations.lastName,
          email: signupConfirmations.email,
          phoneNumber: signupConfirmations.phoneNumber,
          createdAt: signupConfirmations.createdAt,
          expiresAt: signupConfirmations.expiresAt,
        })
        .from(signupConfirmations)
        .where(byUserOrEmail(signupConfirmations.userId, signupConfirmations.email, p)),
    erase: async (tx, p) => void (await tx.delete(signupConfirmations).where(byUserOrEmail(signupConfirmations.userId, signupConfirmations.email, p))),
  },
  risk_assessments: {
    onDeletion: 'deleted',
    rowsOf: (db, p) =>
      db
        .select({
          id: riskAssessments.id,
          answers: riskAssessments.answers,
          currentStep: riskAssessments.currentStep,
          isCompleted: riskAssessments.isCompleted,
          completedAt: riskAssessments.completedAt,
          filingDate: riskAssessments.filingDate,
          riskScore: riskAssessments.riskScore,
          recommendation: riskAssessments.recommendation,
          result: riskAssessments.result,
          createdAt: riskAssessments.createdAt,
          updatedAt: riskAssessments.updatedAt,
        })
        .from(riskAssessments)
        .where(eq(riskAssessments.userId, p.userId)),
    erase: async (tx, p) => void (await tx.delete(riskAssessments).where(eq(riskAssessments.userId, p.userId))),
  },
  // Documents: SSNs and versions first (they name the document), then the documents.
  user_document_ssns: {
    onDeletion: 'deleted',
    // Never the number, not even encrypted: the last 4 digits, as every screen shows it.
    rowsOf: (db, p) =>
      db
        .select({ documentId: userDocumentSsns.documentId, person: userDocumentSsns.person, last4: userDocumentSsns.last4, updatedAt: userDocumentSsns.updatedAt })
        .from(userDocumentSsns)
        .where(eq(userDocumentSsns.userId, p.userId)),
    erase: async (tx, p) => void (await tx.delete(userDocumentSsns).where(eq(userDocumentSsns.userId, p.userId))),
  },
  // The PDFs themselves are in these rows (bytea).
  user_document_pdfs: {
    onDeletion: 'deleted',
    rowsOf: (db, p) =>
      db
        .select({ documentId: userDocumentPdfs.documentId, version: userDocumentPdfs.version, kind: userDocumentPdfs.kind, sha256: userDocumentPdfs.sha256, createdAt: userDocumentPdfs.createdAt })
        .from(userDocumentPdfs)
        .where(eq(userDocumentPdfs.userId, p.userId)),
    erase: async (tx, p) => void (await tx.delete(userDocumentPdfs).where(eq(userDocumentPdfs.userId, p.userId))),
  },
  user_document_versions: {
    onDeletion: 'deleted',
    rowsOf: (db, p) =>
      db
        .select({
          documentId: userDocumentVersions.documentId,
          version: userDocumentVersions.version,
          section: userDocumentVersions.section,
          // The sections each version changed (the oldest kept one holds them all).
          changes: userDocumentVersions.changes,
          createdAt: userDocumentVersions.createdAt,
          updatedAt: userDocumentVersions.updatedAt,
        })
        .from(userDocumentVersions)
        .innerJoin(userDocuments, eq(userDocuments.id, userDocumentVersions.documentId))
        .where(eq(userDocuments.userId, p.userId)),
    erase: async (tx, p) =>
      void (await tx
        .delete(userDocumentVersions)
        .where(inArray(userDocumentVersions.documentId, tx.select({ id: userDocuments.id }).from(userDocuments).where(eq(userDocuments.userId, p.userId))))),
  },
  // Unfinished sections' typing (never a Social Security number: the route refuses one).
  user_document_section_drafts: {
    onDeletion: 'deleted',
    rowsOf: (db, p) => {
      const { documentId, section, values, savedVersion, updatedAt } = userDocumentSectionDrafts;
      return db.select({ documentId, section, values, savedVersion, updatedAt }).from(userDocumentSectionDrafts).where(eq(userDocumentSectionDrafts.userId, p.userId));
    },
    erase: async (tx, p) => void (await tx.delete(userDocumentSectionDrafts).where(eq(userDocumentSectionDrafts.userId, p.userId))),
  },
  user_documents: {
    onDeletion: 'deleted',
    rowsOf: (db, p) =>
      db
        .select({
          id: userDocuments.id,
          templateId: userDocuments.templateId,
          status: userDocuments.status,
          caseFile: userDocuments.caseFile,
          prefill: userDocuments.prefill,
          version: userDocuments.version,
          pdfPath: userDocuments.pdfPath,
          completedAt: userDocuments.completedAt,
          createdAt: userDocuments.createdAt,
          updatedAt: userDocuments.updatedAt,
        })
        .from(userDocuments)
        .where(eq(userDocuments.userId, p.userId)),
    erase: async (tx, p) => void (await tx.delete(userDocuments).where(eq(userDocuments.userId, p.userId))),
  },
  counseling_conversations: {
    onDeletion: 'deleted',
    rowsOf: (db, p) =>
      db
        .select({
          sessionId: counselingConversations.sessionId,
          messages: counselingConversations.messages,
          analysis: counselingConversations.analysis,
          createdAt: counselingConversations.createdAt,
          updatedAt: counselingConversations.updatedAt,
        })
        .from(counselingConversations)
        .where(eq(counselingConversations.userId, p.userId)),
    erase: async (tx, p) => void (await tx.delete(counselingConversations).where(eq(counselingConversations.userId, p.userId))),
  },
  users: {
    onDeletion: 'deleted',
    rowsOf: (db, p) =>
      db
        .select({
          id: users.id,
          signsInWith: users.issuer,
          email: users.email,
          emailVerified: users.emailVerified,
          firstName: users.firstName,
          lastName: users.lastName,
          displayName: users.displayName,
          isAdmin: users.isAdmin,
          isDisabled: users.isDisabled,
          createdAt: users.createdAt,
          lastSignInAt: users.lastSignInAt,
        })
        .from(users)
        .where(eq(users.id, p.userId)),
    erase: async (tx, p) => void (await tx.delete(users).where(eq(users.id, p.userId))),
  },
};

/** Tables with nothing about a person, each with the reason; every other table must be in PERSONAL_DATA. */
export const NOT_PERSONAL: Record<string, string> = {
  auth_transactions: 'a sign-in in progress, tied to a browser cookie and not to a person, gone within 10 minutes',
  app_secrets: "the site's own signing and cookie keys",
  seed_runs: 'which starting content was loaded',
  faqs: 'site content',
  news_articles: 'site content',
  document_templates: 'site content',
  webinars: 'site content (who registered is in webinar_registrations)',
  chat_rooms: 'site content (the messages are in chat_messages)',
  coupons: 'discount codes and their total use count (who used one is in coupon_redemptions)',
  processed_payment_events: "the ids and types of the processor's events already applied",
  median_income_tables: 'legal reference data an admin imported (who imported it is in audit_log)',
  legal_resources: 'courts, legal aid programs and services matched to a ZIP code (who changed a row is in audit_log)',
};
