-- The booker's relationship to the traveller keeps its one name from the form to the case, and its data.
ALTER TABLE "bookings" RENAME COLUMN "booker_relationship" TO "relationship_to_traveler";
