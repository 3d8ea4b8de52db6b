CREATE TABLE "coupon_redemptions" (
	"coupon_code" text NOT NULL,
	"user_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"is_over_limit" boolean DEFAULT false NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_coupon_code_user_id_pk" PRIMARY KEY("coupon_code","user_id")
);
--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_code_coupons_code_fk" FOREIGN KEY ("coupon_code") REFERENCES "public"."coupons"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Coupons already paid with count as used by that person.
INSERT INTO "coupon_redemptions" ("coupon_code", "user_id", "payment_id", "redeemed_at")
SELECT DISTINCT ON (p."coupon_code", p."user_id") p."coupon_code", p."user_id", p."id", coalesce(p."paid_at", p."created_at")
FROM "payments" p JOIN "coupons" c ON c."code" = p."coupon_code"
WHERE p."status" = 'succeeded' AND p."coupon_code" IS NOT NULL
ORDER BY p."coupon_code", p."user_id", p."created_at";
