ALTER TABLE "chat_questions" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "chat_questions" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_questions" ADD COLUMN "confidence" double precision;--> statement-breakpoint
ALTER TABLE "chat_questions" ADD COLUMN "confidence_basis" text;--> statement-breakpoint
CREATE INDEX "chat_questions_confidence_idx" ON "chat_questions" USING btree ("confidence");