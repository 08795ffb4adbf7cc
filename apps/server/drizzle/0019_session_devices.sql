-- The browser a session was opened from (users/sessions.ts), for the shopper's list of signed-in devices.
ALTER TABLE "sessions" ADD COLUMN "user_agent" text;