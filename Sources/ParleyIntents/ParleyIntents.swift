// ParleyIntents
