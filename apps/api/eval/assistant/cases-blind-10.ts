import type { EvalConversation } from './case-types';

/*
 * Blind evaluation set 10 for the Sakhli chat assistant: 180 turns (60 ka, 60 en, 60 ru), 136 conversations,
 * 68 of the turns (22 ka, 23 en, 23 ru) in 24 multi-turn conversations (2-4 turns each); 73 turns (41 %) Rent or
 * DailyRent, 30 turns (17 %) on the house page, 30 turns (17 %) in Batumi, 83 turns (46 %) setting, changing or
 * clearing the filters of issue 16 (several districts included), 79 turns (44 %) expecting soft wishes (5 follow-ups
 * change only the wishes, one more repeats them beside an otherScope; three start-overs and one "forget the park"
 * empty them; every other wish turn has filters beside it), and 2 turns asking for another page (otherScope).
 * Written by a helper session (a computational linguist fluent in Georgian, Russian and English) from SPEC.md,
 * CONTRACT.md, issues 14 and 16, the filter/enum/assistant/common/district/constants schemas, the metro station
 * names, the district seed, case-types.ts and the conventions blocks of sets 1 to 9 only, without reading the
 * assistant's code, its labelled cases or the cases of sets 1 to 9. This round again favours phrasings no earlier
 * header shows: landmarks and streets (a cathedral, a piazza, a fortress, an avenue), stations with walking minutes,
 * Georgian on the standard Latin layout and in loose transliteration, number words in all three languages, floors
 * said as "not below / above / not higher than", arithmetic and share-based shifts, chatty messages with numbers
 * that are not filters (a car's price, children's ages, a pet's name, a date, a phone number), and follow-ups that
 * refer back indirectly ("make that one bedroom fewer", "Веру вычеркните", "ძველი ბათუმიც მაწყობს").
 *
 * Conventions applied throughout (sets 1 to 9's, copied verbatim from set 9's header; then this set's):
 *  - An exact count ("2 rooms", "3 საძ.", "2 санузла", "two-storey house") sets min = max of that field.
 *    "N rooms" (ოთახიანი, к.кв., -комн., room) is rooms; "N bedrooms" (საძინებელი, спальни, bd/br/bed) is bedrooms;
 *    სველი წერტილი / санузел / bath(room) is bathrooms.
 *  - Floors use the local numbering: the ground floor is floor 1. "Not on the ground/first floor" = minFloor 2;
 *    "above the Nth" = minFloor N+1; "Nth or higher" / "не ниже N-го" = minFloor N; "not the last floor" is the
 *    notLastFloor wish (no filter field for it).
 *  - A sale price with no currency named is USD (the Tbilisi sale market quotes in dollars; the create form defaults to USD).
 *  - "More than / over X sqm" = minSize X (sizes are continuous; only integer counts and floors get +1).
 *  - Rent duration is in days: a month = 30 days, half a year = 180, a year = 365.
 *  - Clearing the budget ("budget doesn't matter") clears minPrice, maxPrice and currency.
 *  - A district the person excludes ("anything except X") sets no district.
 *  - Landmarks map to the district they lie in; "near metro X" also adds the metro wish, "near X park" the park wish.
 *  - Not filters: price per m², down payment, ceiling height, phone numbers, number of guests, building height
 *    ("16-этажка"), land plot area of a house.
 *  - A turn that asks for another page sets otherScope and leaves the filter unchanged.
 *  (Set 2's additions:)
 *  - Prices: "up to / under / max / tops / до / не дороже / -მდე / მაქსიმუმ" = maxPrice (inclusive, prices are
 *    continuous); "from / at least / от / -დან" = minPrice; "X-Y" = both, the unit written once serves both ends
 *    ("70-95ათ.$", "150-180к$"). A budget ("budget 90k", "ბიუჯეტი", "бюджет") is the maximum; a budget range sets both.
 *    A bare price without one of these words is not used (it could be exact or a ceiling).
 *  - Shorthands: k, grand, тыс., к, ათ., ათასი = ×1,000; mil, млн, მლნ = ×1,000,000; "1,2 მლნ" = 1,200,000.
 *  - Rent and daily-rent prices always name their currency in this set (lari, ლარი, лари, GEL = GEL; $, dollars,
 *    დოლარი, долл. = USD); a daily price per night/day is the listing's price.
 *  - Floors as upper bounds: "not higher than the Nth" / "не выше N-го" / "მაქსიმუმ მე-N სართული" = maxFloor N;
 *    "below the Nth" = maxFloor N-1; "between the Nth and the Mth" / "с N-го по M-й" = minFloor N, maxFloor M.
 *  - Unfurnished ("без мебели", "ავეჯის გარეშე") = isFurnished false; "furniture doesn't matter" clears isFurnished.
 *  - Building status words: newly built / new building / ახალაშენებული / ახალ კორპუსში / новостройка = New;
 *    Soviet-era buildings (Khrushchev-era, ჩეხური პროექტი, хрущёвка, чешка) and "old building" = Old;
 *    under construction / მშენებარე / строящийся = Ongoing. Renovation: new / fresh / euro renovation (ევრორემონტი,
 *    евро-ремонт) = NewRenovated; old renovation = OldRenovated; white/green/black frame = White/Green/BlackFrame.
 *  - (Changed by issue 16.) Several districts: "Vake or Saburtalo" keeps both, district = the first named,
 *    alsoDistricts = the others; "X works too / тоже / -ც" after a district ADDS X to alsoDistricts (it no longer
 *    clears the district). Widening a range moves its bound ("3 bedrooms is fine as well" after 2 = maxBedrooms 3).
 *  - Shifts ("knock 15k off the budget", "ბიუჯეტს 100 დოლარს დავუმატებ") move the bound named or, with only one
 *    price bound set, that bound.
 *  - Starting over clears every field and every wish before the new request applies.
 *  - Wishes are listed from the turn that first names one and repeated (cumulative) on every later turn.
 *  - A "N-storey house" sets min = max number of floors; a house's yard/garden is the garden wish, a garage the
 *    garage wish (neither is a filter field).
 *  - Rent duration is set only from "at least / minimum / от" a length of stay (minRentDuration); exact stays and
 *    dates are not used.
 *  (Set 3's additions:)
 *  - Excluding a value of any one-value field works like excluding a district: "not in an old building",
 *    "только не хрущёвка", "ოღონდ არა ძველ კორპუსში", "no Soviet blocks" set no building status (the remaining
 *    values are more than one); likewise for renovation status.
 *  - "From the Nth floor" / "მე-N სართულიდან" / "с N-го этажа" = minFloor N (inclusive, like "Nth or higher").
 *  - Relaxing a bound or a field ("the ground floor is fine after all", "პირველი სართულიც არაუშავს", "any condition
 *    is fine", "этажность не важна", "size doesn't matter") clears that field (both bounds of a range); a floor
 *    relaxation clears only the bound it contradicts.
 *  - Colloquial counts: однушка / двушка / трёшка = 1 / 2 / 3 rooms (min = max).
 *  - Everyday names of Old Tbilisi: "the Old Town", "старый город", "ძველი ქალაქი", Abanotubani / the sulphur baths
 *    (აბანოთუბანი, серные бани) = district Old Tbilisi.
 *  - Metro stations: Delisi, Vazha-Pshavela, Medical University = Saburtalo; Avlabari = Avlabari; Isani = Isani.
 *    Parks: Vake Park and Mziuri = Vake. Each adds the metro / park wish as in set 1.
 *  - More market words: "старый фонд", "брежневка" = Old; "pre-construction" / "still being built" = Ongoing;
 *    "designer renovation", "fresh reno", "ახლად გარემონტებული", "newly renovated" = NewRenovated.
 *  - Daily rent: "at least N nights" / "მინიმუმ N ღამე" / "от N суток" = minRentDuration N (a night = a day).
 *  - "A high floor" / "მაღალ სართულზე" / "высокий этаж" is the highFloor wish (no filter field), as is any view
 *    ("with a view" = view, "sea view" = seaView).
 *  - Number words and fractions of a million: "half a mil" / "ნახევარი მილიონი" / "полмиллиона" = 500,000;
 *    "three quarters of a mil" = 750,000; "полтора миллиона" = 1,500,000; "0.45m" = 450,000.
 *  - "N+" after a price ("300k+") = minPrice N; "N+ rooms" / "от N комнат" = minRooms N.
 *  (Issue 16's conventions, which win over the ones above where they differ:)
 *  - An amenity asked for plainly or as a must is a hard filter: balcony/loggia = hasBalcony true, lift/elevator =
 *    hasLift true, parking = hasParking true, air conditioning (also "needs AC", "кондер") = hasAirConditioning true,
 *    pets ("pets allowed", "I have a dog", "у нас кошка") = petsAllowed true, a named heating type = heating
 *    (Central | IndividualGasBoiler | Electric; "газовый котёл", "индивидуальное отопление" = IndividualGasBoiler).
 *    A nice-to-have ("preferably", "желательно", "სასურველია", "would be good", "if there is one") stays the soft
 *    wish (balcony, elevator, parking, airConditioning, pets) and sets no filter; plain "heating"/"с отоплением" is
 *    the heating wish. Saying it is not needed clears it.
 *  - Seller: "no agents", "from the owner", "без посредников", "от собственника", "მესაკუთრისგან" = sellerType Owner;
 *    "from a developer", "от застройщика" = Developer; "through an agency" = Agency.
 *  - Metro: "N minutes (walk) from the metro", "в N минутах от метро", "მეტრომდე N წუთი" = maxMetroWalkMinutes, the
 *    smallest of 5 / 10 / 15 / 20 that is ≥ N (N > 20: nothing); "walking distance to the metro" = 10; a plain "near
 *    the metro" / "у метро" with no minutes stays the metro wish. Near a named station: the station's district (and
 *    the metro wish, as before).
 *  (Set 4's additions:)
 *  - Georgian heating words: "ორკონტურიანი ქვაბი" (a combi gas boiler), "ინდივიდუალური გათბობა" = IndividualGasBoiler;
 *    "ცენტრალური გათბობა" = Central; "ელექტრო გათბობა" / "отопление электрическое" = Electric.
 *  - Walking distance in other words: "ფეხით სავალ მანძილზე", "в пешей доступности от метро" = 10. "N minutes to the
 *    metro" without "walk" is read as walking minutes; "полчаса" / "30 min" = 30, more than 20: no metro field (and
 *    no wish is scored on those turns).
 *  - "Via / through an agency", "через агентство", "სააგენტოს მეშვეობით" = Agency; "straight from the developer",
 *    "პირდაპირ დეველოპერისგან" = Developer; "owners only", "მესაკუთრისგან, შუამავლის გარეშე" = Owner.
 *  - "Furniture is a must" / "ავეჯი აუცილებელია", "меблированная", "furnished" = isFurnished true.
 *  - "Sunny side" / "солнечная сторона" = the sunny wish; "not on the top floor" / "не последний этаж" /
 *    "ბოლო სართული არა" = notLastFloor (as "not the last floor").
 *  - "чешка" and an old N-storey block are Old; the storey count of a block of flats is building height
 *    (not a filter), while "N-storey house" on the house page is still the house's number of floors.
 *  - A turn with neither expect nor change (only wishes) expects the filter unchanged.
 *  (Set 5's additions:)
 *  - More landmarks and stations, each mapped to the district it lies in: Turtle Lake (კუს ტბა, Черепашье озеро)
 *    = Vake (no wish: it is neither a park nor a station); Marjanishvili station = Chughureti (+ metro wish);
 *    Europe Square (площадь Европы) = Old Batumi; "near the sulphur baths" / "აბანოთუბანთან ახლოს" = Old Tbilisi.
 *  - Loose Latin transliteration of Georgian ("otaxiani", "atasamde", "laramde", "qirit", "zahesshi") is read as
 *    the Georgian words, exactly like Georgian typed with the standard Georgian keyboard layout.
 *  - Relaxing a bound with a new value ("15 минут тоже можно", "20 წუთიც არაუშავს" after 10 minutes) moves the
 *    bound to that value (metro: the smallest allowed choice ≥ it); it does not clear the field.
 *  - Moving to another district ("давай лучше X", "X instead") replaces the district (district = X, no others).
 *  - "Must / обязательно / აუცილებლად / needed / pls" on an amenity is the hard filter; "would be nice /
 *    желательно / სასურველია" the wish, per issue 16's conventions; both may appear in one turn.
 *  - A phone number, a mortgage down payment, a ceiling height, a plot area, the number of guests and a price per
 *    m² in the same message as real filters are ignored; the other fields of the message still apply.
 *  (Set 6's additions:)
 *  - The city is the conversation's: naming it ("ბათუმში", "in batumi", "в Батуми") sets no filter field.
 *  - "კალა" / "კალაში" (the everyday name of the old town) = district Old Tbilisi, like "ძველი ქალაქი".
 *  - Russian slang for money: "штук" = ×1,000 ("80 штук" = 80,000), "баксы" / "баксов" = USD; "quarter mil" =
 *    250,000; Georgian number words ("ორმოცდაათი ათასი" = 50,000) and "до двух миллионов" = 2,000,000.
 *  - A follow-up that relaxes a price with a bare number ("можно и до 400" after "до 350 тыс.") keeps the scale
 *    of the bound it moves (400,000).
 *  - Stations by their other names (metro.ts otherNames, e.g. "Медуниверситет") map like the station itself;
 *    Vazha-Pshavela, Delisi and Medical University stay Saburtalo, each with the metro wish.
 *  - "City view" / "вид на город" = the cityView wish; a plain "view" / "ხედით" = view; "sea view" = seaView.
 *  - A house's pool, fireplace, garage and garden are wishes (pool, fireplace, garage, garden), whether plain or
 *    "желательно"; none is a filter field.
 *  - A daily stay of an exact length ("for 3 nights", "for the weekend") sets no rent duration (as set 2 said of
 *    exact stays); "min 1 year" / "от года" = minRentDuration 365.
 *    (Decision 047, after this set's first run: a stay of exact length is the longest minimum stay the visitor
 *    accepts, maxRentDuration N, as the labelled sets read it; the turns written otherwise were relabelled.)
 *  - "Anywhere but X and Y" excludes both and sets no district; naming a new status after excluding another
 *    ("not an old building, only new") sets the one named.
 *  - A rental yield, a number of months paid in advance and a price per m² are not filters.
 *  - Starting over clears the wishes too: its turn lists `wishes: []` when the conversation had wishes.
 *  - A relaxing turn ("floor doesn't matter", "furniture doesn't matter", "площадь неважна") clears the field; "X
 *    isn't needed" after an amenity must clears that amenity (null).
 *  (Set 7's additions:)
 *  - A station that bears a district's name maps to that district, like Isani and Avlabari: "near Didube metro",
 *    "Samgori metro", "დიდუბის მეტროსთან", "у метро Самгори" = district Didube / Samgori, plus the metro wish.
 *  - More wish words, each the wish of that name and no filter: "quiet street" / "тихий двор" = quiet; "near a
 *    school" / "рядом со школой" = school; "кладовка" (a storage room) = storage; "new kitchen a plus" = newKitchen;
 *    "მთის ხედით" (mountain view) = mountainView; "a low floor" / "невысокий этаж" = lowFloor (as "a high floor" is
 *    highFloor); "lift preferred" = elevator (issue 16's nice-to-have rule).
 *  - "No agencies", "агентам не беспокоить" (agents, don't bother me) = sellerType Owner, like "no agents".
 *  - Widening the seller after "owners only" ("სააგენტოს მეშვეობითაც არაუშავს", "via an agency is fine too")
 *    clears sellerType: the field holds one value, so allowing a second one is no restriction left.
 *  - On the house page "at most N storeys" / "მაქსიმუმ N სართულიანი" = maxNumberOfFloors N.
 *  - English heating words: "individual heating" and "gas boiler heating" = IndividualGasBoiler (as in ka and ru).
 *  - Abbreviations: "с/у" = санузел (bathrooms); "3к.кв." = 3 rooms; "2bd/2ba" = 2 bedrooms and 2 bathrooms; "3 საძ."
 *    = 3 bedrooms; "Medical Uni" = Medical University station.
 *  - Money words: "лям" = ×1,000,000 ("пол-ляма" = 500,000); "$0.25M" = 250,000; number words in every language
 *    ("a hundred and ten grand" = 110,000, "до сорока пяти тысяч" = 45,000, "სამოცდათხუთმეტ ათასამდე" = 75,000);
 *    "100-დან 140 ათასამდე" shares its unit like "от 40 до 55 тыс.".
 *  - An approximate walk ("минут 7 пешком") is read as its number (7, so maxMetroWalkMinutes 10).
 *  - "Remove the lower price bound" clears minPrice only; the currency stays while maxPrice is set.
 *  - The size of the buyer's family ("a family of five", "семья с детьми") is not a filter, like the number of
 *    guests; "long-term" / "на длительный срок" sets no rent duration (only "at least" a length does).
 *  - "Neither the first nor the last floor" = minFloor 2 and the notLastFloor wish.
 *  - A turn that asks for another page keeps the conversation's wishes (listed again, cumulative).
 *  (Set 8's additions:)
 *  - Furniture the visitor already owns ("ავეჯი არ მჭირდება, ჩემი მაქვს", "мебель у меня своя", "I've got all my
 *    own furniture") = isFurnished false (they want the flat empty); "doesn't have to be furnished" asks nothing;
 *    "furniture doesn't matter" after "furnished" clears isFurnished (set 6).
 *  - "No need for X" on an amenity not asked for before ("no need for parking or a lift", "ლიფტი არ მჭირდება")
 *    sets nothing (an amenity's false is no filter); a yard the visitor does not ask for ("ეზოს არ ვითხოვ") adds no
 *    wish.
 *  - Dropping one of several districts ("scratch Vera", "Ваке убираем, только Сабуртало", "დიდი დიღომი ამოიღე")
 *    removes only that one: district keeps the first named, alsoDistricts lists the rest (null when none is left).
 *  - Downgrading an amenity from a must to a nice-to-have ("აივანი სასურველია, აუცილებელი არაა") clears the filter
 *    and adds the wish; saying a wished-for thing is not needed ("бассейн не нужен") removes that wish.
 *  - An exact floor ("on the 1st floor only", "მეორე სართულზე მინდა") sets minFloor = maxFloor, like an exact count.
 *  - Two counts for one field are its range: "3 or 4 rooms", "3-4 комнаты", "ორ-სამოთახიანი", "სამ-ოთხოთახიანი" =
 *    min and max; "80+ sqm" = minSize 80 (as "N+" for prices and rooms); "90 ათასიდან" = minPrice 90,000.
 *  - Streets as landmarks, each the district it runs through (no wish): Chavchavadze Avenue (ჭავჭავაძის გამზირი) =
 *    Vake, Pekini Avenue = Saburtalo. "Old Batumi" is the district of that name; Mziuri (მზიური) = Vake + the park
 *    wish, as in set 3.
 *  - Seller words: "direct from the builder", "პირდაპირ სამშენებლო კომპანიისგან" (a construction company) =
 *    Developer; "owner-direct", "no realtors", "от хозяина", "მხოლოდ მესაკუთრე", "агентства не предлагать" = Owner.
 *  - Heating: "own gas boiler" and the abbreviation "ინდ. გათბობა" = IndividualGasBoiler.
 *  - Market words: "white-box" = WhiteFrame; "commie block", "khrushchyovka" and "сталинский дом" (сталинка, issue
 *    14) = Old; "brand-new building" = New; "не убитая" (not run-down) beside "не в хрущевке" is an exclusion and
 *    sets no status.
 *  - Not filters: a kitchen's size ("кухня 12 м²"), a wall material ("кирпичный"), wifi, "price no object", the
 *    household ("4 of us incl. 2 kids"), ceilings even as a must ("must have 3.5 m ceilings"); "потолки не ниже
 *    3 м" is no floor bound.
 *  - Money: "₾" = GEL; "≤" = up to; "косарь" = 1,000 ("до косаря баксов" = maxPrice 1,000 USD).
 *  - A week = 7 days: a daily stay "2 კვირით" (for 2 weeks) = maxRentDuration 14 (decision 047).
 *  - Metro: "8 წუთზე მეტი არ უნდა იყოს" = 10 (the smallest choice ≥ 8). A metro wish named earlier stays (wishes are
 *    cumulative) when a later turn adds the walking minutes.
 *  - Widening a house's storeys ("ერთსართულიანიც არაუშავს" after two-storey) moves minNumberOfFloors to 1 (set 2's
 *    widening rule).
 *  - Wish words: "somewhere quiet" / "чтобы было тихо" = quiet; "overlooking the city" = cityView; "рядом со
 *    школой" / "near a good school" = school; "low floor pls" stays the lowFloor wish (no field to make hard);
 *    "pet friendly" = petsAllowed true.
 *  (Set 9's additions:)
 *  - Arithmetic on a count: "ერთი ოთახით მეტი იყოს" (one room more), "на одну комнату меньше" shift an exact count
 *    (min = max) by that many; "make that three bedrooms" replaces the count.
 *  - A share of a bound: "trim the budget by 10%" moves the bound named (or the only one) by that share (140k ->
 *    126k). Amounts stay set 2's shifts: "ფასი 15 ათასით ავწიოთ" = +15,000, "ბიუჯეტი 100 ლარით დავწიოთ" = -100,
 *    "уменьшим бюджет на пять тысяч" = -5,000.
 *  - Taking back something said: "აივანზე რაც ვთქვი, დაივიწყე" (forget what I said about the balcony) clears the
 *    amenity it had set; "про камин забудьте, не нужен" and "scrap the metro thing" remove that wish (the turn lists
 *    the remaining wishes, [] when none is left); "pets don't matter anymore" clears petsAllowed.
 *  - Floors: "not on the first two floors" ("პირველ ორ სართულზე არა") = minFloor 3; "этаж до четвёртого
 *    включительно" = maxFloor 4; "from the 5th to the 10th floor" / "этаж от 3 до 8" = both bounds; "მე-9 სართულზე
 *    მაღლა არა" (not higher than the 9th) = maxFloor 9; "ground floor only" = minFloor = maxFloor = 1 (set 8).
 *  - "Any floor is fine as long as there's an elevator" after a floor bound clears that bound and sets hasLift true.
 *  - Seller words: "მხოლოდ მეპატრონისგან", "მხოლოდ პატრონი", "მაკლერები არ მაინტერესებს" (brokers, slang),
 *    "private sellers only", "direct from the landlord", "Только хозяин", "без агентов" = Owner; "sold by the
 *    developer", "ვყიდულობ მხოლოდ დეველოპერისგან" = Developer.
 *  - Districts in follow-ups: "X отпадает" (X is out) drops X as "scratch X" does; "same thing but X or Y instead of
 *    Z" replaces the districts (district X, alsoDistricts [Y]); "what about X too?", "X тоже смотрю", "X-ც ვარიანტია"
 *    add X to alsoDistricts.
 *  - Prices: "$700 or less", "800 lari is my ceiling", "X დოლარი მაქვს და მეტი არა" (I have X, no more), "X-ს არ უნდა
 *    აღემატებოდეს" (must not exceed X) = maxPrice X. A price of something else (the rent the visitor pays now, a
 *    down payment share) is not a filter, like a phone number.
 *  - Nice-to-have words: "ideally", "if possible", "хотелось бы", "желательно", "თუ იქნება/ექნება, კარგი იქნება" =
 *    the wish, no filter (issue 16's rule).
 *  - Market words: "хрущ" (slang for хрущёвка) = Old; "მშენებარე პროექტი" = Ongoing; "freshly renovated" =
 *    NewRenovated; "white frame only, I'll do my own renovation" = WhiteFrame; an excluded status ("not a
 *    khrushchevka") sets none (set 3).
 *  - Heating: "individual boiler", "отопление от своего котла" = IndividualGasBoiler; "electric heating" = Electric;
 *    "გათბობა ცენტრალური უნდა იყოს" = Central.
 *  - Pets: "dog-friendly", "нужно чтобы с животными пускали", and pets named or counted ("две кошки (Муся и Зефир)",
 *    "ორი ძაღლი გვყავს", "+ our beagle Rex") = petsAllowed true.
 *  - Not filters and no wish: a washing machine ("стиралка"), high ceilings even as a wish ("მაღალი ჭერით"), "окна во
 *    двор" (beside "тихая", which is quiet), moving dates, who the flat is for ("for my daughter, she's a student",
 *    "4 ადამიანი ვართ"), "cheap-ish" / "недорогую" without a figure, a pet's or a person's name.
 *  - Metro: a span of minutes ("7-8 წუთი") is read as its upper number (8 -> 10); number words ("ათი წუთის სავალი") as
 *    the number. Minutes beside a district with no station named ("Vake within a 10-min walk of a metro station")
 *    set maxMetroWalkMinutes and no metro wish; "возле станции X" / "у станции X" is "near metro X" (district + wish).
 *  - Spelling: Latin district names inside Russian ("на Saburtalo"), loose Georgian transliteration ("mziuris
 *    parktan axlos" = near Mziuri park: Vake + the park wish), and typos ("საბურტალო", "saburtlao", "Варкетилли",
 *    "bedrom", "appartment") are read as the words meant.
 *  - Daily stays: "this weekend, 2 nights" = maxRentDuration 2 (the nights named decide); "for one week", "давайте на
 *    неделю" = 7 (replacing an earlier length); "на двое суток" = 2; "მინიმუმ ერთი კვირით" = minRentDuration 7.
 *  - Counts and numbers: "ორსაძინებლიანი" = 2 bedrooms; "სააბაზანო" (bathroom) = bathrooms like სველი წერტილი;
 *    "3 bed 2 bath", "1-bed", "2-к кв", "трёхкомнатная"; "ასოცდაათი ათასი" = 130,000; "до миллиона двухсот тысяч" =
 *    1,200,000; "до тридцати пяти тысяч" = 35,000; "under fifty-five thousand" = 55,000; "$0.1M" = 100,000; "до
 *    полумиллиона" = 500,000; "160k-190k", "40-55 ათ.$", "250-300 тыс. долл." share their unit.
 *  - "Частный дом" / "houses" asked for from the apartment page is the House page (otherScope); "monthly rental" on
 *    the Rent page is a plain Rent price per month.
 *  (Set 10's additions:)
 *  - Landmarks and streets, each the district it lies in, with no wish: Sameba (Holy Trinity) Cathedral ("სამების
 *    ტაძრის მახლობლად", "near Sameba cathedral") = Avlabari; Paliashvili Street = Vake; Vazha-Pshavela Avenue
 *    ("vaJa-fSavelas gamzirze") = Saburtalo, and no metro wish, since it names the avenue, not the station; Batumi's
 *    Piazza ("პიაცასთან ახლოს", "a short walk from Piazza") = Old Batumi; "Gonio near the fortress" = Gonio; "near
 *    the airport" in Batumi = the Airport district; "у Лисьего озера" (the everyday Russian name) = Lisi Lake;
 *    "в районе Руставели" in a Batumi conversation is Batumi's Rustaveli district (the city is the conversation's).
 *  - A named station with walking minutes ("near Delisi station, 5-min walk max", "от метро Исани не дальше 10 минут
 *    пешком", "Varketili metro, within 5 mins walk") sets the station's district, maxMetroWalkMinutes and the metro
 *    wish. Minutes with no station: "no more than a 12 min walk from the metro" = 15; "მეტრომდე 5 წუთში" = 5; "в 10
 *    мин. от метро" = 10.
 *  - Count arithmetic in other words: "ოთახი ერთით ნაკლები იყოს", "make that one bedroom fewer", "пусть будет на
 *    комнату больше" shift the exact count. A share raises a bound as it trims one ("ბიუჯეტი 10%-ით გავზარდოთ":
 *    1,200 -> 1,320). "верхнюю планку поднимем на 200" moves maxPrice by 200 (the lower bound stays); "knock the cap
 *    down to 230k", "what if we go up to 1500 lari" set the new maxPrice.
 *  - Price ceilings: "120 ათას დოლარს ზემოთ ვერ გადავალ" (I can't go above), "nothing above 1000 lari", "sub-$200k",
 *    "below $60k", "$110k ceiling", "I can spend X at most", "65k tops", "$60/night or less", "не дороже 500 тыс." =
 *    maxPrice. Numbers: "მილიონამდე" = 1,000,000; "ორას ორმოცდაათ ათას დოლარამდე" = 250,000; "two hundred and sixty
 *    thousand" = 260,000; "до ста восьмидесяти тысяч" = 180,000; "до двухсот двадцати пяти тысяч" = 225,000; "до
 *    тридцати восьми тысяч" = 38,000; "1.2 mil" = 1,200,000; "0.3m budget" = 300,000; "95к$" = 95,000; ranges
 *    "1.8k-2.2k lari", "от 1,1 до 1,4 млн долларов", "130 000-დან 160 000 დოლარამდე", "between 70 and 90k",
 *    "$800-1000 a month" share their unit.
 *  - Market words: "სტალინური კორპუსი" (Stalin-era), "old Soviet buildings", "Soviet-built" = Old; "ახალი რემონტით",
 *    "recently renovated", "с дизайнерским ремонтом", "свежий ремонт" = NewRenovated; "ძველი რემონტით" =
 *    OldRenovated; "a building that's still going up", "ისეთი, რომელიც ჯერ შენდება", "на этапе котлована" (at the
 *    foundation-pit stage) = Ongoing; "თეთრ კარკასში", "белый каркас" = WhiteFrame. "Можно и с ремонтом, каркас не
 *    принципиален" after a frame clears renovationStatus; "хрущёвки не предлагать" is an exclusion (no status).
 *  - Heating: "საკუთარი გაზის ქვაბით", "heated by a gas boiler", "with a gas boiler", "двухконтурный котёл" =
 *    IndividualGasBoiler; "электроотопление" = Electric; "heating type doesn't really matter" clears heating.
 *  - Seller: "შუამავლების გარეშე", "პირდაპირ პატრონისგან", "sold by the owner only", "only listings posted by
 *    owners", "direct from owner pls", "хозяин напрямую", "посредникам не писать", "продаёт сам хозяин" = Owner;
 *    "через агентство тоже нормально" after owners only clears sellerType (set 7's rule).
 *  - Amenities: "ლიფტიანი კორპუსი", "liftit" = hasLift; "ავტოსადგომით" = hasParking; "parking for two cars" =
 *    hasParking (the number of cars is no filter); "AC is non-negotiable too" = hasAirConditioning; "с балконом или
 *    лоджией" = hasBalcony. Pets asked as a question or merely mentioned ("можно с собакой?", "чтобы пускали с котом",
 *    "შინაური ცხოველი მყავს", "travelling with our corgi", "renting with two huskies", "ძაღლებიც გვყავს") =
 *    petsAllowed true.
 *  - "კონდიციონერი აუცილებელი აღარაა, სასურველი იყოს" downgrades the must to the wish (set 8's rule); "балкон не
 *    обязательно, но желательно" is the balcony wish only; "sea view is a must" / "ზღვის ხედით აუცილებლად" stays the
 *    seaView wish (no field to make hard).
 *  - Districts in follow-ups: "ვერაზე გადავიფიქრე, მარტო ვაკე დატოვე", "Веру вычеркните", "Дигоми не
 *    рассматриваем" drop that district; "ძველი ბათუმიც მაწყობს", "Makhinjauri or Green Cape are fine too", "Let's add
 *    Kojori and Okrokana to the search", "Можно ещё Коджори добавить", "Vera would work as well" add to
 *    alsoDistricts. Exclusions "Gldani and Varketili are a no-go for me", "ისანში არ მინდა, სხვაგან სადაც გინდა", "в
 *    любом районе, кроме X и Y" set no district.
 *  - Floors: "მეორე სართულზე დაბლა არა" (not below the 2nd) = minFloor 2; "მესამე სართულის ზემოთ" (above the 3rd) =
 *    minFloor 4; "მეხუთეს ზემოთ არა, ოღონდ არც პირველზე" = maxFloor 5 and minFloor 2; "მეათეზე მაღლა არა" = maxFloor
 *    10; "მეორე ან მესამე სართულზე" = 2 to 3; "этаж максимум девятый" = maxFloor 9; "не на первом и не на втором
 *    этаже" = minFloor 3; "3-й этаж и выше", "от 3 этажа" = minFloor 3; "4th-8th floor", "5-9 этаж", "6–10 этаж" =
 *    both bounds; "any floor works as long as it isn't the ground floor" after minFloor 6 = minFloor 2.
 *  - House storeys on the house page: "Two floors max", "არაუმეტეს ორსართულიანი", "не больше двух этажей" =
 *    maxNumberOfFloors 2; "single storey", "3 floors", "სამსართულიანი", "2 этажа" = min = max.
 *  - Stays: "Растянем до недели" after 4 nights = maxRentDuration 7; "на 10 дней" = 10; "staying 6 nights from July
 *    12" = 6 (the date is not used); "a year minimum" = 365; "от полугода", "min 6 months", "მინიმუმ ნახევარი წლით"
 *    = 180.
 *  - Not filters and no wish: the price of something else ("bought a car last month for 14k"), children's ages, a
 *    pet's name and age, an arrival date, an investor's plan to let the flat out ("მერე ქირით გასაცემად" on the sale
 *    page is no request for the rent page), a plot in "соток", a party's size ("компания из 10 человек"), appliances
 *    ("с мебелью и техникой" is isFurnished true; "стиралка обязательна" adds nothing), "ცარიელი მინდა, ავეჯს ჩემსას
 *    მოვიტან" / "без мебели, свою перевезём" = isFurnished false (set 8's own-furniture rule).
 *  - Wishes: "с видом на Куру" (a river view) = view; "вид на горы" = mountainView; "ქალაქის ხედით", "city views
 *    ideally" = cityView; "მშვიდ ქუჩაზე" = quiet; "მზიან მხარეს", "светлая солнечная" = sunny; "storage room",
 *    "кладовка" = storage; "new kitchen" = newKitchen; "elevator preferred" = elevator; "a proper garden", "a yard"
 *    on the house page = garden; "Forget the park" removes the park wish (the district stays).
 *  - Another page: "could you show me houses for rent instead?" on the Rent apartment page = otherScope Rent/House;
 *    "А посуточно такие бывают?" on the Rent page = otherScope DailyRent/Apartment; both keep the filter and wishes.
 *  - Spelling: the standard-layout Latin Georgian "oTxoTaxiani vakeSi", "qiriT oroTaxiani didubeSi", "gonioSi
 *    dRiurad, zRvis xediT", "qiraze veZeb binas saburTaloze", loose "3 otaxiani vakeshi an saburtaloze" and the
 *    typos "apartmnet", "sabutralo", "bathrrooms", "ремнот", Latin "в Vake" inside Russian are read as meant.
 */

export const BLIND_CASES_10: EvalConversation[] = [
  // ---- Georgian (ka): 60 turns ----
  {
    id: 'b10-ka-01',
    language: 'ka',
    turns: [
      {
        say: 'გამარჯობა! ოროთახიანს ვეძებ ვაკეში ან ვერაზე, აივნით. 120 ათას დოლარს ზემოთ ვერ გადავალ',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Vake',
          alsoDistricts: ['Vera'],
          hasBalcony: true,
          maxPrice: 120000,
          currency: 'USD',
        },
      },
      {
        say: 'ვერაზე გადავიფიქრე, მარტო ვაკე დატოვე. და თუ შეიძლება, მაღალ სართულზე',
        change: { alsoDistricts: null },
        wishes: ['highFloor'],
      },
      {
        say: 'ოთახი ერთით ნაკლები იყოს, ფასიც 20 ათასით დავწიოთ',
        change: { minRooms: 1, maxRooms: 1, maxPrice: 100000 },
        wishes: ['highFloor'],
      },
    ],
  },
  {
    id: 'b10-ka-02',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'qiraze veZeb binas saburTaloze, 1500 laramde, aucileblad kondicioneriT',
        expect: { district: 'Saburtalo', maxPrice: 1500, currency: 'GEL', hasAirConditioning: true },
      },
      {
        say: 'ძაღლიც მყავს 🐶 ლაბრადორია, ბერტა ჰქვია, 4 წლისაა',
        change: { petsAllowed: true },
      },
      {
        say: 'კონდიციონერი აუცილებელი აღარაა, სასურველი იყოს უბრალოდ',
        change: { hasAirConditioning: null },
        wishes: ['airConditioning'],
      },
    ],
  },
  {
    id: 'b10-ka-03',
    language: 'ka',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'დღიურად ვეძებ ახალ ბულვარზე, ზღვის ხედით, ღამეში 150 ლარამდე',
        expect: { district: 'New Boulevard', maxPrice: 150, currency: 'GEL' },
        wishes: ['seaView'],
      },
      {
        say: '5 ღამით გვჭირდება, ოთხნი ვართ + ბავშვი',
        change: { maxRentDuration: 5 },
        wishes: ['seaView'],
      },
      {
        say: 'ძველი ბათუმიც მაწყობს',
        change: { alsoDistricts: ['Old Batumi'] },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b10-ka-04',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'კერძო სახლი წყნეთში ან კოჯორში, ორსართულიანი, ეზოთი და ბუხრით, 250 ათასამდე',
        expect: {
          district: 'Tskneti',
          alsoDistricts: ['Kojori'],
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          maxPrice: 250000,
          currency: 'USD',
        },
        wishes: ['garden', 'fireplace'],
      },
      {
        say: 'ერთსართულიანიც განვიხილოთ',
        change: { minNumberOfFloors: 1 },
        wishes: ['garden', 'fireplace'],
      },
      {
        say: 'ბუხარი არ მჭირდება, სამაგიეროდ ავტოფარეხი მინდა',
        wishes: ['garden', 'garage'],
      },
    ],
  },
  {
    id: 'b10-ka-05',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ბინა ქირით ისანში ან სამგორში: 3 საძინებელი, 2 სველი წერტილი, 2000 ლარამდე. შუამავლების გარეშე!!',
        expect: {
          district: 'Isani',
          alsoDistricts: ['Samgori'],
          minBedrooms: 3,
          maxBedrooms: 3,
          minBathrooms: 2,
          maxBathrooms: 2,
          maxPrice: 2000,
          currency: 'GEL',
          sellerType: 'Owner',
        },
      },
      {
        say: 'ორი სველი წერტილი პრინციპული არ არის',
        change: { minBathrooms: null, maxBathrooms: null },
      },
    ],
  },
  {
    id: 'b10-ka-06',
    language: 'ka',
    turns: [
      {
        say: 'სამოთახიანი ძველ კორპუსში, მეტრო დიდუბესთან ახლოს, 80-95 ათასი',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          buildingStatus: 'Old',
          district: 'Didube',
          minPrice: 80000,
          maxPrice: 95000,
          currency: 'USD',
        },
        wishes: ['metro'],
      },
      {
        say: 'მეორე სართულზე დაბლა არა',
        change: { minFloor: 2 },
        wishes: ['metro'],
      },
      {
        say: 'თავიდან დავიწყოთ. ახალაშენებულში ორსაძინებლიანი, გლდანში, 60 ათასამდე',
        expect: {
          buildingStatus: 'New',
          minBedrooms: 2,
          maxBedrooms: 2,
          district: 'Gldani',
          maxPrice: 60000,
          currency: 'USD',
        },
        wishes: [],
      },
    ],
  },
  {
    id: 'b10-ka-07',
    language: 'ka',
    city: 'Batumi',
    turns: [
      {
        say: 'ბათუმში ინვესტიციისთვის ვყიდულობ, მერე ქირით გასაცემად. მშენებარე კორპუსი, დეველოპერისგან, 40-50 კვ.მ, 55 ათას $-მდე',
        expect: {
          buildingStatus: 'Ongoing',
          sellerType: 'Developer',
          minSize: 40,
          maxSize: 50,
          maxPrice: 55000,
          currency: 'USD',
        },
      },
      {
        say: 'ზღვის ხედი სასურველია და მეათე სართულიდან',
        change: { minFloor: 10 },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b10-ka-08',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ვაკის პარკთან ახლოს ვქირაობ ერთოთახიანს, ავეჯით, 1200 ლარამდე',
        expect: {
          district: 'Vake',
          minRooms: 1,
          maxRooms: 1,
          isFurnished: true,
          maxPrice: 1200,
          currency: 'GEL',
        },
        wishes: ['park'],
      },
      {
        say: 'ავეჯს მნიშვნელობა არ აქვს',
        change: { isFurnished: null },
        wishes: ['park'],
      },
      {
        say: 'ბიუჯეტი 10%-ით გავზარდოთ',
        change: { maxPrice: 1320 },
        wishes: ['park'],
      },
    ],
  },
  {
    id: 'b10-ka-09',
    language: 'ka',
    turns: [
      {
        say: 'ბინა მჭირდება ნუცუბიძის პლატოზე ან ბაგებში, 85 კვ.მ-ზე ნაკლები არა, ფასი 130 000-დან 160 000 დოლარამდე',
        expect: {
          district: 'Nutsubidze Plateau',
          alsoDistricts: ['Bagebi'],
          minSize: 85,
          minPrice: 130000,
          maxPrice: 160000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ka-10',
    language: 'ka',
    turns: [
      {
        say: 'oTxoTaxiani vakeSi, axali remontiT, liftiT, 300 aTasamde',
        expect: {
          minRooms: 4,
          maxRooms: 4,
          district: 'Vake',
          renovationStatus: 'NewRenovated',
          hasLift: true,
          maxPrice: 300000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ka-11',
    language: 'ka',
    turns: [
      {
        say: 'გამარჯობათ, მე და ჩემი მეუღლე ვეძებთ ბინას, ორი შვილი გვყავს (5 და 8 წლის), სკოლასთან ახლოს გვინდა. საძინებელი მინიმუმ 3, საბურთალოზე. ბიუჯეტი 200 ათასი $. ტელ: 599 12 34 56',
        expect: { minBedrooms: 3, district: 'Saburtalo', maxPrice: 200000, currency: 'USD' },
        wishes: ['school'],
      },
    ],
  },
  {
    id: 'b10-ka-12',
    language: 'ka',
    turns: [
      {
        say: 'მეტრომდე ფეხით მაქსიმუმ 7 წუთი უნდა იყოს, ოროთახიანი, ახალ კორპუსში, 75 ათასამდე',
        expect: {
          maxMetroWalkMinutes: 10,
          minRooms: 2,
          maxRooms: 2,
          buildingStatus: 'New',
          maxPrice: 75000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ka-13',
    language: 'ka',
    turns: [
      {
        say: 'ვარკეთილში სამოთახიანი, მეხუთეს ზემოთ არა, ოღონდ არც პირველზე, 50-დან 65 ათასამდე',
        expect: {
          district: 'Varketili',
          minRooms: 3,
          maxRooms: 3,
          minFloor: 2,
          maxFloor: 5,
          minPrice: 50000,
          maxPrice: 65000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ka-14',
    language: 'ka',
    turns: [
      {
        say: 'ძველი თბილისი, სოლოლაკი ან მთაწმინდა - ამ სამ უბანში ვეძებ. ძველი რემონტით, ავეჯით, 180 ათასამდე',
        expect: {
          district: 'Old Tbilisi',
          alsoDistricts: ['Sololaki', 'Mtatsminda'],
          renovationStatus: 'OldRenovated',
          isFurnished: true,
          maxPrice: 180000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ka-15',
    language: 'ka',
    turns: [
      {
        say: 'vaJa-fSavelas gamzirze orsaZinebliani, avtosadgomiT, 140 aTasamde',
        expect: {
          district: 'Saburtalo',
          minBedrooms: 2,
          maxBedrooms: 2,
          hasParking: true,
          maxPrice: 140000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ka-16',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ოროთახიანს ვეძებ ქირით, მარჯანიშვილის მეტროსთან ახლოს, თვეში 700-900$',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Chughureti',
          minPrice: 700,
          maxPrice: 900,
          currency: 'USD',
        },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b10-ka-17',
    language: 'ka',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'სახლი ქირით დიღომში, 4 საძინებლით, ბაღით, თვეში 2500 ლარამდე',
        expect: { district: 'Dighomi', minBedrooms: 4, maxBedrooms: 4, maxPrice: 2500, currency: 'GEL' },
        wishes: ['garden'],
      },
    ],
  },
  {
    id: 'b10-ka-18',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ქირით ბინა ვერაზე, მინიმუმ ნახევარი წლით. კატა მყავს 🐈 ასე რომ ცხოველებზე უარი არ უნდა თქვან',
        expect: { district: 'Vera', minRentDuration: 180, petsAllowed: true },
      },
    ],
  },
  {
    id: 'b10-ka-19',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ბინა ქირით გლდანში ან მუხიანში, საკუთარი გაზის ქვაბით, 800 ლარამდე',
        expect: {
          district: 'Gldani',
          alsoDistricts: ['Mukhiani'],
          heating: 'IndividualGasBoiler',
          maxPrice: 800,
          currency: 'GEL',
        },
      },
    ],
  },
  {
    id: 'b10-ka-20',
    language: 'ka',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'დღიურად ვეძებ სამების ტაძრის მახლობლად, 3 ღამით, ღამე 120 ლარამდე',
        expect: { district: 'Avlabari', maxRentDuration: 3, maxPrice: 120, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b10-ka-21',
    language: 'ka',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'gonioSi dRiurad, zRvis xediT, 2 saZinebeli, RameSi 200 laramde',
        expect: { district: 'Gonio', minBedrooms: 2, maxBedrooms: 2, maxPrice: 200, currency: 'GEL' },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b10-ka-22',
    language: 'ka',
    city: 'Batumi',
    listingType: 'Rent',
    turns: [
      {
        say: 'გრძელვადიანი ქირა, მინიმუმ ერთი წლით, ხიმშიაშვილის უბანში, 600 დოლარამდე. აივანი და კონდიციონერი აუცილებელია',
        expect: {
          minRentDuration: 365,
          district: 'Khimshiashvili',
          maxPrice: 600,
          currency: 'USD',
          hasBalcony: true,
          hasAirConditioning: true,
        },
      },
    ],
  },
  {
    id: 'b10-ka-23',
    language: 'ka',
    city: 'Batumi',
    turns: [
      {
        say: 'ერთოთახიანი პიაცასთან ახლოს, ახალ კორპუსში, 45 ათას დოლარამდე',
        expect: {
          minRooms: 1,
          maxRooms: 1,
          district: 'Old Batumi',
          buildingStatus: 'New',
          maxPrice: 45000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ka-24',
    language: 'ka',
    city: 'Batumi',
    turns: [
      {
        say: 'მახინჯაურში ან მწვანე კონცხზე, 50 კვადრატზე მეტი, ზღვის ხედით აუცილებლად, ფასი 90 ათასამდე',
        expect: {
          district: 'Makhinjauri',
          alsoDistricts: ['Green Cape'],
          minSize: 50,
          maxPrice: 90000,
          currency: 'USD',
        },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b10-ka-25',
    language: 'ka',
    city: 'Batumi',
    turns: [
      {
        say: 'აეროპორტის უბანში, ორი საძინებელი და ორი სველი წერტილი, თეთრ კარკასში, 70 ათასამდე',
        expect: {
          district: 'Airport',
          minBedrooms: 2,
          maxBedrooms: 2,
          minBathrooms: 2,
          maxBathrooms: 2,
          renovationStatus: 'WhiteFrame',
          maxPrice: 70000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ka-26',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'სახლი ოქროყანაში ან წავკისში, ბუხრით და აუზით, არაუმეტეს ორსართულიანი, 400 ათასამდე',
        expect: {
          district: 'Okrokana',
          alsoDistricts: ['Tsavkisi'],
          maxNumberOfFloors: 2,
          maxPrice: 400000,
          currency: 'USD',
        },
        wishes: ['fireplace', 'pool'],
      },
    ],
  },
  {
    id: 'b10-ka-27',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'კერძო სახლს ვეძებ დიღმის მასივში, ავტოფარეხით, 5 ოთახი, 220 ათასამდე. პირდაპირ პატრონისგან, შუამავლის გარეშე',
        expect: {
          district: 'Dighomi Massive',
          minRooms: 5,
          maxRooms: 5,
          maxPrice: 220000,
          currency: 'USD',
          sellerType: 'Owner',
        },
        wishes: ['garage'],
      },
    ],
  },
  {
    id: 'b10-ka-28',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'ერთსართულიანი სახლი ლილოში, 150 კვ.მ-დან, ნაკვეთი 600 კვ.მ, 120 ათასამდე',
        expect: {
          minNumberOfFloors: 1,
          maxNumberOfFloors: 1,
          district: 'Lilo',
          minSize: 150,
          maxPrice: 120000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ka-29',
    language: 'ka',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'სახლს ვიქირავებ კრწანისში, 3000 ლარამდე თვეში. ბაღი და აუზი სასურველია. ძაღლებიც გვყავს, ჯეკი და რიჩი',
        expect: { district: 'Krtsanisi', maxPrice: 3000, currency: 'GEL', petsAllowed: true },
        wishes: ['garden', 'pool'],
      },
    ],
  },
  {
    id: 'b10-ka-30',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'ბაგებში სამსართულიანი სახლი, ახალი რემონტით, მილიონამდე',
        expect: {
          district: 'Bagebi',
          minNumberOfFloors: 3,
          maxNumberOfFloors: 3,
          renovationStatus: 'NewRenovated',
          maxPrice: 1000000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ka-31',
    language: 'ka',
    listingType: 'DailyRent',
    propertyType: 'House',
    turns: [
      {
        say: 'კოჯორში სახლი დღიურად 2 ღამით, ბუხრით, ღამე 400 ლარამდე',
        expect: { district: 'Kojori', maxRentDuration: 2, maxPrice: 400, currency: 'GEL' },
        wishes: ['fireplace'],
      },
    ],
  },
  {
    id: 'b10-ka-32',
    language: 'ka',
    propertyType: 'House',
    turns: [
      {
        say: 'სახლი ვაშლიჯვარში, სამი საძინებელი, ორი სააბაზანო, ცენტრალური გათბობით, 350 ათასამდე',
        expect: {
          district: 'Vashlijvari',
          minBedrooms: 3,
          maxBedrooms: 3,
          minBathrooms: 2,
          maxBathrooms: 2,
          heating: 'Central',
          maxPrice: 350000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ka-33',
    language: 'ka',
    turns: [
      {
        say: 'ისანში არ მინდა, სხვაგან სადაც გინდა. 2 ოთახი, 55 ათასამდე',
        expect: { minRooms: 2, maxRooms: 2, maxPrice: 55000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b10-ka-34',
    language: 'ka',
    turns: [
      {
        say: 'ცოტა დიდი ბინა მინდა, 100-120 კვადრატი, დიღომში, მეათეზე მაღლა არა',
        expect: { minSize: 100, maxSize: 120, district: 'Dighomi', maxFloor: 10 },
      },
    ],
  },
  {
    id: 'b10-ka-35',
    language: 'ka',
    turns: [
      {
        say: '3 otaxiani vakeshi an saburtaloze, 150 atasamde, aucileblad liftit',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          district: 'Vake',
          alsoDistricts: ['Saburtalo'],
          maxPrice: 150000,
          currency: 'USD',
          hasLift: true,
        },
      },
    ],
  },
  {
    id: 'b10-ka-36',
    language: 'ka',
    turns: [
      {
        say: 'ოთხოთახიანი მთაწმინდაზე ორას ორმოცდაათ ათას დოლარამდე, ქალაქის ხედით',
        expect: { minRooms: 4, maxRooms: 4, district: 'Mtatsminda', maxPrice: 250000, currency: 'USD' },
        wishes: ['cityView'],
      },
    ],
  },
  {
    id: 'b10-ka-37',
    language: 'ka',
    turns: [
      {
        say: 'სტალინურ კორპუსში ვეძებ 3-ოთახიანს ვერაზე, მაღალი ჭერით, 170 ათასამდე',
        expect: {
          buildingStatus: 'Old',
          minRooms: 3,
          maxRooms: 3,
          district: 'Vera',
          maxPrice: 170000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ka-38',
    language: 'ka',
    turns: [
      {
        say: 'ორსაძინებლიანი ისანში, მშვიდ ქუჩაზე და მზიან მხარეს, 70 ათასამდე',
        expect: { minBedrooms: 2, maxBedrooms: 2, district: 'Isani', maxPrice: 70000, currency: 'USD' },
        wishes: ['quiet', 'sunny'],
      },
    ],
  },
  {
    id: 'b10-ka-39',
    language: 'ka',
    turns: [
      {
        say: 'ძველ კორპუსში არა, ისეთი მინდა, რომელიც ჯერ შენდება — ლისის ტბასთან, 2 ოთახი, 90 ათასამდე',
        expect: {
          buildingStatus: 'Ongoing',
          district: 'Lisi Lake',
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 90000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ka-40',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ნაძალადევში ქირით ორი ოთახი, მეტრომდე 5 წუთში, 600 ლარამდე',
        expect: {
          district: 'Nadzaladevi',
          minRooms: 2,
          maxRooms: 2,
          maxMetroWalkMinutes: 5,
          maxPrice: 600,
          currency: 'GEL',
        },
      },
    ],
  },
  {
    id: 'b10-ka-41',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ვაკეში 1-ოთახიანი ქირით, შვილისთვის, სტუდენტია. 900 ლარამდე, მესამე სართულის ზემოთ',
        expect: { district: 'Vake', minRooms: 1, maxRooms: 1, maxPrice: 900, currency: 'GEL', minFloor: 4 },
      },
    ],
  },
  {
    id: 'b10-ka-42',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'qiriT oroTaxiani didubeSi, liftiani korpusi, 1000 laramde',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Didube',
          hasLift: true,
          maxPrice: 1000,
          currency: 'GEL',
        },
      },
    ],
  },
  {
    id: 'b10-ka-43',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ბინა ქირით, 1800-დან 2200 ლარამდე, ვერა ან ვაკე, 2 საძინებელი. ცარიელი მინდა, ავეჯს ჩემსას მოვიტან',
        expect: {
          minPrice: 1800,
          maxPrice: 2200,
          currency: 'GEL',
          district: 'Vera',
          alsoDistricts: ['Vake'],
          minBedrooms: 2,
          maxBedrooms: 2,
          isFurnished: false,
        },
      },
    ],
  },
  {
    id: 'b10-ka-44',
    language: 'ka',
    listingType: 'Rent',
    turns: [
      {
        say: 'ავჭალაში ან ზაჰესში ვქირაობ, 500 ლარამდე, შინაური ცხოველი მყავს',
        expect: {
          district: 'Avchala',
          alsoDistricts: ['Zahesi'],
          maxPrice: 500,
          currency: 'GEL',
          petsAllowed: true,
        },
      },
    ],
  },
  {
    id: 'b10-ka-45',
    language: 'ka',
    turns: [
      {
        say: '4 ან 5 ოთახიანი ვაკეში, 250-350 ათასი დოლარი',
        expect: {
          minRooms: 4,
          maxRooms: 5,
          district: 'Vake',
          minPrice: 250000,
          maxPrice: 350000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ka-46',
    language: 'ka',
    turns: [
      {
        say: 'ბინა მეორე ან მესამე სართულზე, დელისის მეტროსთან, 2 საძინებლით, 110 ათასამდე',
        expect: {
          minFloor: 2,
          maxFloor: 3,
          district: 'Saburtalo',
          minBedrooms: 2,
          maxBedrooms: 2,
          maxPrice: 110000,
          currency: 'USD',
        },
        wishes: ['metro'],
      },
    ],
  },
  // ---- English (en): 60 turns ----
  {
    id: 'b10-en-01',
    language: 'en',
    turns: [
      {
        say: "Hi! Looking for a 3-bed in Vake, ideally close to Vake Park. Max 280k, and it must have a lift, my dad's in a wheelchair",
        expect: {
          minBedrooms: 3,
          maxBedrooms: 3,
          district: 'Vake',
          maxPrice: 280000,
          currency: 'USD',
          hasLift: true,
        },
        wishes: ['park'],
      },
      {
        say: 'Make that one bedroom fewer and knock the cap down to 230k',
        change: { minBedrooms: 2, maxBedrooms: 2, maxPrice: 230000 },
        wishes: ['park'],
      },
      {
        say: 'Forget the park. Vera would work as well',
        change: { alsoDistricts: ['Vera'] },
        wishes: [],
      },
    ],
  },
  {
    id: 'b10-en-02',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: "need a furnished 1br in saburtalo, anything up to 1,300 GEL/month, i've got a cat called Pixel 🐱",
        expect: {
          isFurnished: true,
          minBedrooms: 1,
          maxBedrooms: 1,
          district: 'Saburtalo',
          maxPrice: 1300,
          currency: 'GEL',
          petsAllowed: true,
        },
      },
      {
        say: 'oh and no more than a 12 min walk from the metro',
        change: { maxMetroWalkMinutes: 15 },
      },
      {
        say: 'what if we go up to 1500 lari',
        change: { maxPrice: 1500 },
      },
    ],
  },
  {
    id: 'b10-en-03',
    language: 'en',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'daily rental on the new boulevard with a sea view, 2 bedrooms, under 250 gel a night',
        expect: { district: 'New Boulevard', minBedrooms: 2, maxBedrooms: 2, maxPrice: 250, currency: 'GEL' },
        wishes: ['seaView'],
      },
      {
        say: "We're 5 adults and a baby, staying 6 nights from July 12",
        change: { maxRentDuration: 6 },
        wishes: ['seaView'],
      },
      {
        say: 'Makhinjauri or Green Cape are fine too',
        change: { alsoDistricts: ['Makhinjauri', 'Green Cape'] },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b10-en-04',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'Family house in Tskneti: at least 4 bedrooms, a proper garden for the kids and a garage. My budget is 450k',
        expect: { district: 'Tskneti', minBedrooms: 4, maxPrice: 450000, currency: 'USD' },
        wishes: ['garden', 'garage'],
      },
      {
        say: 'Two floors max please',
        change: { maxNumberOfFloors: 2 },
        wishes: ['garden', 'garage'],
      },
      {
        say: "Let's add Kojori and Okrokana to the search",
        change: { alsoDistricts: ['Kojori', 'Okrokana'] },
        wishes: ['garden', 'garage'],
      },
    ],
  },
  {
    id: 'b10-en-05',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'Long-term rental in Vera or Sololaki, 2 rooms, $800-1000 a month, heated by a gas boiler please',
        expect: {
          district: 'Vera',
          alsoDistricts: ['Sololaki'],
          minRooms: 2,
          maxRooms: 2,
          minPrice: 800,
          maxPrice: 1000,
          currency: 'USD',
          heating: 'IndividualGasBoiler',
        },
      },
      {
        say: "heating type doesn't really matter tbh",
        change: { heating: null },
      },
      {
        say: 'hmm, could you show me houses for rent instead?',
        otherScope: { listingType: 'Rent', propertyType: 'House' },
      },
    ],
  },
  {
    id: 'b10-en-06',
    language: 'en',
    turns: [
      {
        say: 'Looking at old Soviet buildings on Nutsubidze plateau, 3 rooms, between 70 and 90k',
        expect: {
          buildingStatus: 'Old',
          district: 'Nutsubidze Plateau',
          minRooms: 3,
          maxRooms: 3,
          minPrice: 70000,
          maxPrice: 90000,
          currency: 'USD',
        },
      },
      {
        say: 'not the top floor, and preferably with a balcony',
        wishes: ['notLastFloor', 'balcony'],
      },
      {
        say: 'ok scrap all that. New build in Didi Dighomi, 2 bedrooms, up to $95,000, sold by the owner only',
        expect: {
          buildingStatus: 'New',
          district: 'Didi Dighomi',
          minBedrooms: 2,
          maxBedrooms: 2,
          maxPrice: 95000,
          currency: 'USD',
          sellerType: 'Owner',
        },
        wishes: [],
      },
    ],
  },
  {
    id: 'b10-en-07',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'Looking to rent near Isani metro, 2 rooms, nothing above 1000 lari',
        expect: { district: 'Isani', minRooms: 2, maxRooms: 2, maxPrice: 1000, currency: 'GEL' },
        wishes: ['metro'],
      },
      {
        say: 'parking is a must, I drive to work',
        change: { hasParking: true },
        wishes: ['metro'],
      },
      {
        say: 'AC is non-negotiable too',
        change: { hasAirConditioning: true },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b10-en-08',
    language: 'en',
    turns: [
      {
        say: '2-room flat in Saburtalo, 6th floor or above, under $120k, recently renovated',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Saburtalo',
          minFloor: 6,
          maxPrice: 120000,
          currency: 'USD',
          renovationStatus: 'NewRenovated',
        },
      },
      {
        say: "actually any floor works as long as it isn't the ground floor",
        change: { minFloor: 2 },
      },
    ],
  },
  {
    id: 'b10-en-09',
    language: 'en',
    turns: [
      {
        say: '3br/2ba in Vake, $350k-400k, with parking',
        expect: {
          minBedrooms: 3,
          maxBedrooms: 3,
          minBathrooms: 2,
          maxBathrooms: 2,
          district: 'Vake',
          minPrice: 350000,
          maxPrice: 400000,
          currency: 'USD',
          hasParking: true,
        },
      },
    ],
  },
  {
    id: 'b10-en-10',
    language: 'en',
    turns: [
      {
        say: 'Gldani and Varketili are a no-go for me. 2 rooms, max 85 grand',
        expect: { minRooms: 2, maxRooms: 2, maxPrice: 85000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b10-en-11',
    language: 'en',
    turns: [
      {
        say: 'looking for a flat on Paliashvili st, ideally sunny and quiet, up to 320k',
        expect: { district: 'Vake', maxPrice: 320000, currency: 'USD' },
        wishes: ['sunny', 'quiet'],
      },
    ],
  },
  {
    id: 'b10-en-12',
    language: 'en',
    turns: [
      {
        say: '4 rooms in Vake or Bagebi. I can spend two hundred and sixty thousand at most',
        expect: {
          minRooms: 4,
          maxRooms: 4,
          district: 'Vake',
          alsoDistricts: ['Bagebi'],
          maxPrice: 260000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-en-13',
    language: 'en',
    turns: [
      {
        say: 'Flat near Delisi station, 5-min walk max, 2 beds, new building',
        expect: {
          district: 'Saburtalo',
          maxMetroWalkMinutes: 5,
          minBedrooms: 2,
          maxBedrooms: 2,
          buildingStatus: 'New',
        },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b10-en-14',
    language: 'en',
    turns: [
      {
        say: "Bought a car last month for 14k so the budget's tighter now: 65k tops for a 1-bedroom in Isani or Navtlughi",
        expect: {
          maxPrice: 65000,
          currency: 'USD',
          minBedrooms: 1,
          maxBedrooms: 1,
          district: 'Isani',
          alsoDistricts: ['Navtlughi'],
        },
      },
    ],
  },
  {
    id: 'b10-en-15',
    language: 'en',
    turns: [
      {
        say: 'apartmnet in sabutralo, 3 rooms, 90-110 sq m, at least 2 bathrrooms',
        expect: {
          district: 'Saburtalo',
          minRooms: 3,
          maxRooms: 3,
          minSize: 90,
          maxSize: 110,
          minBathrooms: 2,
        },
      },
    ],
  },
  {
    id: 'b10-en-16',
    language: 'en',
    city: 'Batumi',
    turns: [
      {
        say: "Batumi, buying in a building that's still going up, straight from the developer, 1 bedroom, below $60k",
        expect: {
          buildingStatus: 'Ongoing',
          sellerType: 'Developer',
          minBedrooms: 1,
          maxBedrooms: 1,
          maxPrice: 60000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-en-17',
    language: 'en',
    city: 'Batumi',
    turns: [
      {
        say: '1-room flat a short walk from Piazza, max 70 thousand USD',
        expect: { minRooms: 1, maxRooms: 1, district: 'Old Batumi', maxPrice: 70000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b10-en-18',
    language: 'en',
    city: 'Batumi',
    turns: [
      {
        say: 'Sea view is a must, high floor, 2 bedrooms, Khimshiashvili area, $110k ceiling',
        expect: {
          district: 'Khimshiashvili',
          minBedrooms: 2,
          maxBedrooms: 2,
          maxPrice: 110000,
          currency: 'USD',
        },
        wishes: ['seaView', 'highFloor'],
      },
    ],
  },
  {
    id: 'b10-en-19',
    language: 'en',
    city: 'Batumi',
    listingType: 'Rent',
    turns: [
      {
        say: 'Long-term rental in the Bagrationi district, $500/mo max, with AC and a balcony',
        expect: {
          district: 'Bagrationi',
          maxPrice: 500,
          currency: 'USD',
          hasAirConditioning: true,
          hasBalcony: true,
        },
      },
    ],
  },
  {
    id: 'b10-en-20',
    language: 'en',
    city: 'Batumi',
    listingType: 'Rent',
    turns: [
      {
        say: 'Renting in Tamari settlement or Boni-Gorodoki, 2 rooms, 900 lari max, a year minimum',
        expect: {
          district: 'Tamari',
          alsoDistricts: ['Boni-Gorodoki'],
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 900,
          currency: 'GEL',
          minRentDuration: 365,
        },
      },
    ],
  },
  {
    id: 'b10-en-21',
    language: 'en',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'nightly rental in Gonio near the fortress, $60/night or less, 3 nights, travelling with our corgi',
        expect: { district: 'Gonio', maxPrice: 60, currency: 'USD', maxRentDuration: 3, petsAllowed: true },
      },
    ],
  },
  {
    id: 'b10-en-22',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: "I'm after a place in Mtatsminda, 3 rooms, 2500-3000 GEL, city views ideally",
        expect: {
          district: 'Mtatsminda',
          minRooms: 3,
          maxRooms: 3,
          minPrice: 2500,
          maxPrice: 3000,
          currency: 'GEL',
        },
        wishes: ['cityView'],
      },
    ],
  },
  {
    id: 'b10-en-23',
    language: 'en',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'Renting with two huskies, need a house with a yard in Dighomi, up to $1,500',
        expect: { petsAllowed: true, district: 'Dighomi', maxPrice: 1500, currency: 'USD' },
        wishes: ['garden'],
      },
    ],
  },
  {
    id: 'b10-en-24',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'monthly rent under 700 GEL, Temka or Gldani, 1 room, direct from owner pls',
        expect: {
          maxPrice: 700,
          currency: 'GEL',
          district: 'Temka',
          alsoDistricts: ['Gldani'],
          minRooms: 1,
          maxRooms: 1,
          sellerType: 'Owner',
        },
      },
    ],
  },
  {
    id: 'b10-en-25',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'hey, 2bd in Vake, unfurnished, 1.8k-2.2k lari',
        expect: {
          minBedrooms: 2,
          maxBedrooms: 2,
          district: 'Vake',
          isFurnished: false,
          minPrice: 1800,
          maxPrice: 2200,
          currency: 'GEL',
        },
      },
    ],
  },
  {
    id: 'b10-en-26',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'Renting near Marjanishvili metro, up to $700, 4th-8th floor',
        expect: { district: 'Chughureti', maxPrice: 700, currency: 'USD', minFloor: 4, maxFloor: 8 },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b10-en-27',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'Looking for a rental with central heating and a lift, Saburtalo, 2 rooms, 1,200 GEL or less, min 6 months',
        expect: {
          heating: 'Central',
          hasLift: true,
          district: 'Saburtalo',
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 1200,
          currency: 'GEL',
          minRentDuration: 180,
        },
      },
    ],
  },
  {
    id: 'b10-en-28',
    language: 'en',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'Need a place for 4 nights near Sameba cathedral, under 180 GEL per night',
        expect: { district: 'Avlabari', maxRentDuration: 4, maxPrice: 180, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b10-en-29',
    language: 'en',
    listingType: 'DailyRent',
    turns: [
      {
        say: '7 nights in Vake, AC a must, up to $90 per night',
        expect: {
          maxRentDuration: 7,
          district: 'Vake',
          hasAirConditioning: true,
          maxPrice: 90,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-en-30',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'house in Tsavkisi, single storey, fireplace, a pool would be nice, up to 380k, only listings posted by owners',
        expect: {
          district: 'Tsavkisi',
          minNumberOfFloors: 1,
          maxNumberOfFloors: 1,
          maxPrice: 380000,
          currency: 'USD',
          sellerType: 'Owner',
        },
        wishes: ['fireplace', 'pool'],
      },
    ],
  },
  {
    id: 'b10-en-31',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'looking for a detached house in Bagebi or Vashlijvari, 200+ sqm, 3 floors, $600k-$750k',
        expect: {
          district: 'Bagebi',
          alsoDistricts: ['Vashlijvari'],
          minSize: 200,
          minNumberOfFloors: 3,
          maxNumberOfFloors: 3,
          minPrice: 600000,
          maxPrice: 750000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-en-32',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'house, Lilo, under 100k, with a garden and electric heating',
        expect: { district: 'Lilo', maxPrice: 100000, currency: 'USD', heating: 'Electric' },
        wishes: ['garden'],
      },
    ],
  },
  {
    id: 'b10-en-33',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'house with a mountain view in Kojori, 4+ bedrooms, 1.2 mil max',
        expect: { district: 'Kojori', minBedrooms: 4, maxPrice: 1200000, currency: 'USD' },
        wishes: ['mountainView'],
      },
    ],
  },
  {
    id: 'b10-en-34',
    language: 'en',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'House to rent in Krtsanisi, furnished, 5k USD a month max, parking for two cars',
        expect: {
          district: 'Krtsanisi',
          isFurnished: true,
          maxPrice: 5000,
          currency: 'USD',
          hasParking: true,
        },
      },
    ],
  },
  {
    id: 'b10-en-35',
    language: 'en',
    propertyType: 'House',
    turns: [
      {
        say: 'two-storey house in Didi Dighomi with a gas boiler, 3 bathrooms, up to 330k',
        expect: {
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          district: 'Didi Dighomi',
          heating: 'IndividualGasBoiler',
          minBathrooms: 3,
          maxBathrooms: 3,
          maxPrice: 330000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-en-36',
    language: 'en',
    turns: [
      {
        say: 'Old Town apartment, not on the ground floor, 2 rooms, sub-$200k',
        expect: {
          district: 'Old Tbilisi',
          minFloor: 2,
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 200000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-en-37',
    language: 'en',
    turns: [
      {
        say: 'Above the 12th floor in Saburtalo with a view, 3 rooms, three hundred grand max',
        expect: {
          minFloor: 13,
          district: 'Saburtalo',
          minRooms: 3,
          maxRooms: 3,
          maxPrice: 300000,
          currency: 'USD',
        },
        wishes: ['view'],
      },
    ],
  },
  {
    id: 'b10-en-38',
    language: 'en',
    turns: [
      {
        say: 'between the 3rd and 5th floors, green frame, Didube, 60-75k',
        expect: {
          minFloor: 3,
          maxFloor: 5,
          renovationStatus: 'GreenFrame',
          district: 'Didube',
          minPrice: 60000,
          maxPrice: 75000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-en-39',
    language: 'en',
    turns: [
      {
        say: 'flat w/ storage room + new kitchen, 2 bedrooms, Vera, up to 240,000 dollars',
        expect: { minBedrooms: 2, maxBedrooms: 2, district: 'Vera', maxPrice: 240000, currency: 'USD' },
        wishes: ['storage', 'newKitchen'],
      },
    ],
  },
  {
    id: 'b10-en-40',
    language: 'en',
    turns: [
      {
        say: '3 rooms by Samgori metro, max $58k, Soviet-built',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          district: 'Samgori',
          maxPrice: 58000,
          currency: 'USD',
          buildingStatus: 'Old',
        },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b10-en-41',
    language: 'en',
    listingType: 'Rent',
    turns: [
      {
        say: 'Varketili metro, within 5 mins walk, 1 room, up to 550 lari',
        expect: {
          district: 'Varketili',
          maxMetroWalkMinutes: 5,
          minRooms: 1,
          maxRooms: 1,
          maxPrice: 550,
          currency: 'GEL',
        },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b10-en-42',
    language: 'en',
    turns: [
      {
        say: 'looking for a place with 2 bathrooms and 3 bedrooms near a school in Saburtalo, up to 210k',
        expect: {
          minBathrooms: 2,
          maxBathrooms: 2,
          minBedrooms: 3,
          maxBedrooms: 3,
          district: 'Saburtalo',
          maxPrice: 210000,
          currency: 'USD',
        },
        wishes: ['school'],
      },
    ],
  },
  {
    id: 'b10-en-43',
    language: 'en',
    turns: [
      {
        say: '0.3m budget, Vera, a balcony would be great, and parking is essential',
        expect: { maxPrice: 300000, currency: 'USD', district: 'Vera', hasParking: true },
        wishes: ['balcony'],
      },
    ],
  },
  {
    id: 'b10-en-44',
    language: 'en',
    city: 'Batumi',
    turns: [
      {
        say: 'Buying near the airport, 2 rooms, white frame, max 48k',
        expect: {
          district: 'Airport',
          minRooms: 2,
          maxRooms: 2,
          renovationStatus: 'WhiteFrame',
          maxPrice: 48000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-en-45',
    language: 'en',
    turns: [
      {
        say: "I'd like something between 55 and 65 square meters in Avlabari, under 100 grand, elevator preferred",
        expect: { minSize: 55, maxSize: 65, district: 'Avlabari', maxPrice: 100000, currency: 'USD' },
        wishes: ['elevator'],
      },
    ],
  },
  // ---- Russian (ru): 60 turns ----
  {
    id: 'b10-ru-01',
    language: 'ru',
    turns: [
      {
        say: 'Добрый день. Ищем трёшку на Ваке или Вере, этаж максимум девятый, бюджет до 230 тысяч долларов, парковка обязательна',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          district: 'Vake',
          alsoDistricts: ['Vera'],
          maxFloor: 9,
          maxPrice: 230000,
          currency: 'USD',
          hasParking: true,
        },
      },
      {
        say: 'Веру вычеркните, только Ваке',
        change: { alsoDistricts: null },
      },
      {
        say: 'И пусть будет на комнату больше',
        change: { minRooms: 4, maxRooms: 4 },
      },
    ],
  },
  {
    id: 'b10-ru-02',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Снимем двушку в Дидубе или Дигоми до 1100 лари, у нас шпиц Боня и ребёнок 3 лет',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Didube',
          alsoDistricts: ['Dighomi'],
          maxPrice: 1100,
          currency: 'GEL',
          petsAllowed: true,
        },
      },
      {
        say: 'желательно с кондиционером и чтоб тихо было',
        wishes: ['airConditioning', 'quiet'],
      },
      {
        say: 'Дигоми не рассматриваем',
        change: { alsoDistricts: null },
        wishes: ['airConditioning', 'quiet'],
      },
    ],
  },
  {
    id: 'b10-ru-03',
    language: 'ru',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'квартира посуточно в Старом Батуми, до 50 долларов за сутки, на 4 суток',
        expect: { district: 'Old Batumi', maxPrice: 50, currency: 'USD', maxRentDuration: 4 },
      },
      {
        say: 'А с видом на море можно? И кондиционер обязательно',
        change: { hasAirConditioning: true },
        wishes: ['seaView'],
      },
      {
        say: 'Растянем до недели',
        change: { maxRentDuration: 7 },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b10-ru-04',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'Частный дом в Цкнети, 2 этажа, с камином и бассейном, не дороже 500 тыс.',
        expect: {
          district: 'Tskneti',
          minNumberOfFloors: 2,
          maxNumberOfFloors: 2,
          maxPrice: 500000,
          currency: 'USD',
        },
        wishes: ['fireplace', 'pool'],
      },
      {
        say: 'бассейн не нужен, а вот гараж хочется',
        wishes: ['fireplace', 'garage'],
      },
      {
        say: 'Можно ещё Коджори добавить',
        change: { alsoDistricts: ['Kojori'] },
        wishes: ['fireplace', 'garage'],
      },
    ],
  },
  {
    id: 'b10-ru-05',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Аренда на Сабуртало, от полугода, 2 спальни, до $1200/мес, хозяин напрямую',
        expect: {
          district: 'Saburtalo',
          minRentDuration: 180,
          minBedrooms: 2,
          maxBedrooms: 2,
          maxPrice: 1200,
          currency: 'USD',
          sellerType: 'Owner',
        },
      },
      {
        say: 'через агентство тоже нормально',
        change: { sellerType: null },
      },
    ],
  },
  {
    id: 'b10-ru-06',
    language: 'ru',
    turns: [
      {
        say: 'Однокомнатная в Глдани, хрущёвки не предлагать, до 40 тыс. долларов, 3-й этаж и выше',
        expect: {
          minRooms: 1,
          maxRooms: 1,
          district: 'Gldani',
          maxPrice: 40000,
          currency: 'USD',
          minFloor: 3,
        },
      },
      {
        say: 'и чтобы школа была рядом',
        wishes: ['school'],
      },
      {
        say: 'Стоп, всё сначала. Ищу трёхкомнатную в новостройке на Дигомском массиве, до 120 тыс.',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          buildingStatus: 'New',
          district: 'Dighomi Massive',
          maxPrice: 120000,
          currency: 'USD',
        },
        wishes: [],
      },
    ],
  },
  {
    id: 'b10-ru-07',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Ищу 1-комнатную в аренду у метро Делиси, 900-1100 лари',
        expect: {
          minRooms: 1,
          maxRooms: 1,
          district: 'Saburtalo',
          minPrice: 900,
          maxPrice: 1100,
          currency: 'GEL',
        },
        wishes: ['metro'],
      },
      {
        say: 'с мебелью и техникой, стиралка обязательна',
        change: { isFurnished: true },
        wishes: ['metro'],
      },
      {
        say: 'верхнюю планку поднимем на 200',
        change: { maxPrice: 1300 },
        wishes: ['metro'],
      },
      {
        say: 'А посуточно такие бывают?',
        otherScope: { listingType: 'DailyRent', propertyType: 'Apartment' },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b10-ru-08',
    language: 'ru',
    city: 'Batumi',
    turns: [
      {
        say: 'Квартира на Новом бульваре, 60–70 квадратов, белый каркас, от застройщика, до 75 тысяч $',
        expect: {
          district: 'New Boulevard',
          minSize: 60,
          maxSize: 70,
          renovationStatus: 'WhiteFrame',
          sellerType: 'Developer',
          maxPrice: 75000,
          currency: 'USD',
        },
      },
      {
        say: 'Можно и с ремонтом, каркас не принципиален',
        change: { renovationStatus: null },
      },
    ],
  },
  {
    id: 'b10-ru-09',
    language: 'ru',
    turns: [
      {
        say: 'Двухкомнатная на Ваке с дизайнерским ремонтом, до ста восьмидесяти тысяч долларов',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Vake',
          renovationStatus: 'NewRenovated',
          maxPrice: 180000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ru-10',
    language: 'ru',
    turns: [
      {
        say: '3-комн. на Сабуртало, отопление - двухконтурный котёл, лифт обязателен, до 150 тыс. $',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          district: 'Saburtalo',
          heating: 'IndividualGasBoiler',
          hasLift: true,
          maxPrice: 150000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ru-11',
    language: 'ru',
    turns: [
      {
        say: 'Ищу квартиру в любом районе, кроме Исани и Самгори. 2 комнаты, от 60 до 80 тыс.',
        expect: { minRooms: 2, maxRooms: 2, minPrice: 60000, maxPrice: 80000, currency: 'USD' },
      },
    ],
  },
  {
    id: 'b10-ru-12',
    language: 'ru',
    turns: [
      {
        say: 'Нужна квартира не на первом и не на втором этаже, Дидубе, 3 комнаты, до 95к$',
        expect: {
          minFloor: 3,
          district: 'Didube',
          minRooms: 3,
          maxRooms: 3,
          maxPrice: 95000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ru-13',
    language: 'ru',
    turns: [
      {
        say: 'четырёхкомнатная, площадь не меньше 110 метров, Ваке или Багеби, до 400 тыс. долл. Звоните +995 555 12 34 56',
        expect: {
          minRooms: 4,
          maxRooms: 4,
          minSize: 110,
          district: 'Vake',
          alsoDistricts: ['Bagebi'],
          maxPrice: 400000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ru-14',
    language: 'ru',
    turns: [
      {
        say: 'От метро Исани не дальше 10 минут пешком, двушка, до 70 тыс.',
        expect: {
          district: 'Isani',
          maxMetroWalkMinutes: 10,
          minRooms: 2,
          maxRooms: 2,
          maxPrice: 70000,
          currency: 'USD',
        },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b10-ru-15',
    language: 'ru',
    turns: [
      {
        say: 'Квартира в старом фонде в Сололаки, потолки 3,8 м, 3 комнаты, до 250 тыс.',
        expect: {
          buildingStatus: 'Old',
          district: 'Sololaki',
          minRooms: 3,
          maxRooms: 3,
          maxPrice: 250000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ru-16',
    language: 'ru',
    turns: [
      {
        say: 'Квартира у Лисьего озера, от 80 квадратов, 2 санузла, до 200 тыс.',
        expect: {
          district: 'Lisi Lake',
          minSize: 80,
          minBathrooms: 2,
          maxBathrooms: 2,
          maxPrice: 200000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ru-17',
    language: 'ru',
    turns: [
      {
        say: 'Цена до двухсот двадцати пяти тысяч, Вера, 3 комнаты, с балконом или лоджией',
        expect: {
          maxPrice: 225000,
          currency: 'USD',
          district: 'Vera',
          minRooms: 3,
          maxRooms: 3,
          hasBalcony: true,
        },
      },
    ],
  },
  {
    id: 'b10-ru-18',
    language: 'ru',
    turns: [
      {
        say: '3-к. кв. в Варкетили, 5-9 этаж, до 55 тыс. долл., посредникам не писать',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          district: 'Varketili',
          minFloor: 5,
          maxFloor: 9,
          maxPrice: 55000,
          currency: 'USD',
          sellerType: 'Owner',
        },
      },
    ],
  },
  {
    id: 'b10-ru-19',
    language: 'ru',
    turns: [
      {
        say: 'Нужна квартира с видом на горы в Дигоми, 2 комнаты, до 90 тыс.',
        expect: { district: 'Dighomi', minRooms: 2, maxRooms: 2, maxPrice: 90000, currency: 'USD' },
        wishes: ['mountainView'],
      },
    ],
  },
  {
    id: 'b10-ru-20',
    language: 'ru',
    turns: [
      {
        say: 'светлая солнечная трёшка на плато Нуцубидзе, до 140 тыс.',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          district: 'Nutsubidze Plateau',
          maxPrice: 140000,
          currency: 'USD',
        },
        wishes: ['sunny'],
      },
    ],
  },
  {
    id: 'b10-ru-21',
    language: 'ru',
    turns: [
      {
        say: 'Квартира на этапе котлована, Диди Дигоми, 1 спальня, до 45 тыс.',
        expect: {
          buildingStatus: 'Ongoing',
          district: 'Didi Dighomi',
          minBedrooms: 1,
          maxBedrooms: 1,
          maxPrice: 45000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ru-22',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Сниму 2-комн. на Мтацминде, до 2000 лари, с кондиционером и лоджией',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Mtatsminda',
          maxPrice: 2000,
          currency: 'GEL',
          hasAirConditioning: true,
          hasBalcony: true,
        },
      },
    ],
  },
  {
    id: 'b10-ru-23',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'однушка в Ортачале до 700 лари, нужно, чтобы пускали с котом',
        expect: {
          minRooms: 1,
          maxRooms: 1,
          district: 'Ortachala',
          maxPrice: 700,
          currency: 'GEL',
          petsAllowed: true,
        },
      },
    ],
  },
  {
    id: 'b10-ru-24',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Снимаю долгосрочно, Ваке, 3 спальни, $2000-2500, парковка обязательна, центральное отопление',
        expect: {
          district: 'Vake',
          minBedrooms: 3,
          maxBedrooms: 3,
          minPrice: 2000,
          maxPrice: 2500,
          currency: 'USD',
          hasParking: true,
          heating: 'Central',
        },
      },
    ],
  },
  {
    id: 'b10-ru-25',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Сниму в Вазисубани или Навтлуги, до 600 лари, 2 комнаты, от года',
        expect: {
          district: 'Vazisubani',
          alsoDistricts: ['Navtlughi'],
          maxPrice: 600,
          currency: 'GEL',
          minRooms: 2,
          maxRooms: 2,
          minRentDuration: 365,
        },
      },
    ],
  },
  {
    id: 'b10-ru-26',
    language: 'ru',
    listingType: 'Rent',
    turns: [
      {
        say: 'Квартира в аренду на Сабуртало, от 3 этажа, до 1000 лари, без мебели, свою перевезём',
        expect: { district: 'Saburtalo', minFloor: 3, maxPrice: 1000, currency: 'GEL', isFurnished: false },
      },
    ],
  },
  {
    id: 'b10-ru-27',
    language: 'ru',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'Посуточно в Сололаки на 3 ночи, до 150 лари в сутки',
        expect: { district: 'Sololaki', maxRentDuration: 3, maxPrice: 150, currency: 'GEL' },
      },
    ],
  },
  {
    id: 'b10-ru-28',
    language: 'ru',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'посуточно возле метро Авлабари, до $70 за ночь, от 2 суток, с кондиционером',
        expect: {
          district: 'Avlabari',
          maxPrice: 70,
          currency: 'USD',
          minRentDuration: 2,
          hasAirConditioning: true,
        },
        wishes: ['metro'],
      },
    ],
  },
  {
    id: 'b10-ru-29',
    language: 'ru',
    city: 'Batumi',
    listingType: 'DailyRent',
    turns: [
      {
        say: 'Посуточно в Махинджаури, до 120 лари, 2 спальни, на 10 дней',
        expect: {
          district: 'Makhinjauri',
          maxPrice: 120,
          currency: 'GEL',
          minBedrooms: 2,
          maxBedrooms: 2,
          maxRentDuration: 10,
        },
      },
    ],
  },
  {
    id: 'b10-ru-30',
    language: 'ru',
    city: 'Batumi',
    listingType: 'Rent',
    turns: [
      {
        say: 'Долгосрочная аренда в районе Руставели, 1 комната, до 400 $, можно с собакой?',
        expect: {
          district: 'Rustaveli',
          minRooms: 1,
          maxRooms: 1,
          maxPrice: 400,
          currency: 'USD',
          petsAllowed: true,
        },
      },
    ],
  },
  {
    id: 'b10-ru-31',
    language: 'ru',
    city: 'Batumi',
    turns: [
      {
        say: 'Куплю квартиру в районе Агмашенебели, до 50 тыс., новостройка, с видом на море желательно',
        expect: { district: 'Aghmashenebeli', maxPrice: 50000, currency: 'USD', buildingStatus: 'New' },
        wishes: ['seaView'],
      },
    ],
  },
  {
    id: 'b10-ru-32',
    language: 'ru',
    city: 'Batumi',
    turns: [
      {
        say: 'Химшиашвили или Джавахишвили, 2-к, 55-70 кв.м, до 80 000 $',
        expect: {
          district: 'Khimshiashvili',
          alsoDistricts: ['Javakhishvili'],
          minRooms: 2,
          maxRooms: 2,
          minSize: 55,
          maxSize: 70,
          maxPrice: 80000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ru-33',
    language: 'ru',
    city: 'Batumi',
    turns: [
      {
        say: 'Кахабери, трёшка, до 60 тыс. долларов, не последний этаж',
        expect: { district: 'Kakhaberi', minRooms: 3, maxRooms: 3, maxPrice: 60000, currency: 'USD' },
        wishes: ['notLastFloor'],
      },
    ],
  },
  {
    id: 'b10-ru-34',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'Дом в Окрокане, участок 8 соток, 3 спальни, до 300 тыс., с гаражом',
        expect: { district: 'Okrokana', minBedrooms: 3, maxBedrooms: 3, maxPrice: 300000, currency: 'USD' },
        wishes: ['garage'],
      },
    ],
  },
  {
    id: 'b10-ru-35',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'Одноэтажный дом в Лило с электроотоплением, до 90 тысяч долларов',
        expect: {
          minNumberOfFloors: 1,
          maxNumberOfFloors: 1,
          district: 'Lilo',
          heating: 'Electric',
          maxPrice: 90000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ru-36',
    language: 'ru',
    listingType: 'Rent',
    propertyType: 'House',
    turns: [
      {
        say: 'Сниму дом в Цавкиси, 4 спальни, до 3500 $ в месяц, с садом и бассейном',
        expect: { district: 'Tsavkisi', minBedrooms: 4, maxBedrooms: 4, maxPrice: 3500, currency: 'USD' },
        wishes: ['garden', 'pool'],
      },
    ],
  },
  {
    id: 'b10-ru-37',
    language: 'ru',
    listingType: 'DailyRent',
    propertyType: 'House',
    turns: [
      {
        say: 'Дом посуточно в Коджори для компании из 10 человек, до 600 лари за сутки, с камином',
        expect: { district: 'Kojori', maxPrice: 600, currency: 'GEL' },
        wishes: ['fireplace'],
      },
    ],
  },
  {
    id: 'b10-ru-38',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'Дом в Вашлиджвари или на плато Нуцубидзе, от 250 кв. м, не больше двух этажей, до 900 тыс.',
        expect: {
          district: 'Vashlijvari',
          alsoDistricts: ['Nutsubidze Plateau'],
          minSize: 250,
          maxNumberOfFloors: 2,
          maxPrice: 900000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ru-39',
    language: 'ru',
    propertyType: 'House',
    turns: [
      {
        say: 'Дом в Крцаниси, продаёт сам хозяин, 2 санузла, до 450 тыс.',
        expect: {
          district: 'Krtsanisi',
          sellerType: 'Owner',
          minBathrooms: 2,
          maxBathrooms: 2,
          maxPrice: 450000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ru-40',
    language: 'ru',
    turns: [
      {
        say: 'Двушка в Ортачале с видом на Куру, до 130 тыс.',
        expect: { minRooms: 2, maxRooms: 2, district: 'Ortachala', maxPrice: 130000, currency: 'USD' },
        wishes: ['view'],
      },
    ],
  },
  {
    id: 'b10-ru-41',
    language: 'ru',
    turns: [
      {
        say: 'Ваке, 5 комнат, от 1,1 до 1,4 млн долларов',
        expect: {
          district: 'Vake',
          minRooms: 5,
          maxRooms: 5,
          minPrice: 1100000,
          maxPrice: 1400000,
          currency: 'USD',
        },
      },
    ],
  },
  {
    id: 'b10-ru-42',
    language: 'ru',
    turns: [
      {
        say: 'Двушка, Мухиани, до 45 тыс., в 10 мин. от метро',
        expect: {
          minRooms: 2,
          maxRooms: 2,
          district: 'Mukhiani',
          maxPrice: 45000,
          currency: 'USD',
          maxMetroWalkMinutes: 10,
        },
      },
    ],
  },
  {
    id: 'b10-ru-43',
    language: 'ru',
    turns: [
      {
        say: 'Трёшка с лифтом и кладовкой на Сабуртало, 6–10 этаж, до 160 тыс. $',
        expect: {
          minRooms: 3,
          maxRooms: 3,
          hasLift: true,
          district: 'Saburtalo',
          minFloor: 6,
          maxFloor: 10,
          maxPrice: 160000,
          currency: 'USD',
        },
        wishes: ['storage'],
      },
    ],
  },
  {
    id: 'b10-ru-44',
    language: 'ru',
    turns: [
      {
        say: 'Общая площадь 45–55 м², Надзаладеви, до тридцати восьми тысяч долларов, балкон не обязательно, но желательно',
        expect: { minSize: 45, maxSize: 55, district: 'Nadzaladevi', maxPrice: 38000, currency: 'USD' },
        wishes: ['balcony'],
      },
    ],
  },
  {
    id: 'b10-ru-45',
    language: 'ru',
    turns: [
      {
        say: 'квартира в Vake, 2 спальни, до 190 тыс, свежий ремнот',
        expect: {
          district: 'Vake',
          minBedrooms: 2,
          maxBedrooms: 2,
          maxPrice: 190000,
          currency: 'USD',
          renovationStatus: 'NewRenovated',
        },
      },
    ],
  },
];
